import type { Job, JobSearchResponse, StudentApplication } from '@yrkesbro/contracts';

/** A job as the API answers it; override what the test is about. */
export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: '1',
    uuid: '11111111-1111-4111-8111-111111111111',
    title: 'Lærling elektriker',
    description: 'Bli med på laget og lær faget fra grunnen av.',
    requirements: ['Elektrofag Vg2', 'Førerkort klasse B', 'Godt humør', 'Punktlig'],
    location: 'Bergen',
    salary_min: 25000,
    salary_max: 35000,
    vocation_id: 3,
    vocation_name: 'Elektriker',
    job_type: 'apprenticeship',
    status: 'open',
    created_at: '2027-03-12T10:00:00.000Z',
    application_count: 2,
    business_uuid: '22222222-2222-4222-8222-222222222222',
    business_name: 'Lys & Kraft AS',
    company_name: 'Lys & Kraft AS',
    business_location: 'Bergen',
    business_email: 'post@lyskraft.no',
    phone_number: '55 55 55 55',
    website: 'https://lyskraft.no',
    logo: null,
    ...overrides,
  };
}

export function aSearchResponse(
  jobs: Job[],
  overrides: Partial<JobSearchResponse> = {},
): JobSearchResponse {
  return {
    jobs,
    total: jobs.length,
    page: 1,
    limit: 12,
    facets: {
      vocation: [
        { value: 3, label: 'Elektriker', count: 3 },
        { value: 5, label: 'Rørlegger', count: 1 },
      ],
      job_type: [
        { value: 'apprenticeship', label: 'Læreplass', count: 3 },
        { value: 'full-time', label: 'Heltid', count: 1 },
      ],
    },
    ...overrides,
  };
}

/** One of the student's own applications as GET /users/applications answers it. */
export function anApplication(overrides: Partial<StudentApplication> = {}): StudentApplication {
  return {
    id: 'application-1',
    job_title: 'Lærling elektriker',
    job_uuid: '11111111-1111-4111-8111-111111111111',
    job_open: true,
    business_name: 'Lys & Kraft AS',
    business_user_id: '33333333-3333-4333-8333-333333333333',
    status: 'pending',
    created_at: '2027-03-12T10:00:00.000Z',
    cover_letter: 'Jeg vil gjerne bli elektriker.',
    resume_url: 'https://example.com/cv.pdf',
    interview: null,
    ...overrides,
  };
}

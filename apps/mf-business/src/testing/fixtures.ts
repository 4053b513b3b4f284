import type {
  BusinessApplication,
  BusinessApplicationsResponse,
  BusinessJobsResponse,
  BusinessProfile,
  Job,
  Vocation,
} from '@yrkesbro/contracts';

export const BUSINESS_UUID = '0b6f3a52-6a3e-4d8e-9a53-2f1c7d1e0a01';

export const VOCATIONS: Vocation[] = [
  { id: 3, name: 'Elektro' },
  { id: 5, name: 'Bygg og anlegg' },
];

export const PROFILE: BusinessProfile = {
  uuid: BUSINESS_UUID,
  user_id: 'u-1',
  company_name: 'Rør AS',
  description: 'Vi legger rør i hele Trøndelag.',
  industry: 5,
  industry_name: 'Bygg og anlegg',
  location: 'Trondheim',
  website: 'https://ror.no',
  phone_number: '+47 400 00 000',
  organization_number: '912345688',
  logo_url: '/uploads/logos/ror.png',
  contact_email: 'post@ror.no',
  active_jobs: [],
};

export function job(overrides: Partial<Job> = {}): Job {
  return {
    id: '1',
    uuid: 'job-1',
    title: 'Tømrerlærling',
    description: 'Bli med på byggeplassen.',
    requirements: ['Fagbrev', 'Førerkort'],
    location: 'Trondheim',
    salary_min: 5000,
    salary_max: 7500,
    vocation_id: 5,
    vocation_name: 'Bygg og anlegg',
    job_type: 'apprenticeship',
    status: 'open',
    created_at: '2027-03-12T10:00:00.000Z',
    application_count: 0,
    business_uuid: BUSINESS_UUID,
    business_name: 'Rør AS',
    company_name: 'Rør AS',
    business_location: 'Trondheim',
    business_email: 'post@ror.no',
    phone_number: null,
    website: null,
    logo: null,
    ...overrides,
  };
}

export function jobsResponse(jobs: Job[]): BusinessJobsResponse {
  return {
    jobs,
    total: jobs.length,
    active_jobs: jobs.filter((one) => one.status === 'open').length,
  };
}

/** An application to one of the business's jobs, as the API answers it. */
export function application(overrides: Partial<BusinessApplication> = {}): BusinessApplication {
  const status = overrides.application_status ?? overrides.status ?? 'pending';
  return {
    application_uuid: 'application-1',
    job_uuid: 'job-1',
    job_title: 'Tømrerlærling',
    uuid: 'student-1',
    student_user_id: 'student-user-1',
    name: 'Ola Nordmann',
    email: 'ola@example.com',
    title: 'Tømrerlærling',
    headline: 'Elev ved Byåsen vgs',
    location: 'Trondheim',
    profile_picture_url: null,
    created_at: '2027-03-12T10:00:00.000Z',
    cover_letter: 'Jeg har alltid likt å bygge ting.',
    resume_url: 'https://example.com/ola-cv.pdf',
    interview: null,
    ...overrides,
    application_status: status,
    status,
  };
}

export function applicationsResponse(
  applications: BusinessApplication[],
): BusinessApplicationsResponse {
  return {
    applications,
    application_count: applications.length,
    pending_reviews: applications.filter((one) => one.status === 'pending').length,
  };
}

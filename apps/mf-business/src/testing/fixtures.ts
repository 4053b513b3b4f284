import { SUBSCRIPTION_PLANS } from '@yrkesbro/contracts';
import type {
  BusinessApplication,
  BusinessApplicationsResponse,
  BusinessJobsResponse,
  BusinessProfile,
  FavoriteStudent,
  Job,
  PriceId,
  StudentDirectoryEntry,
  StudentDirectoryResponse,
  SubscriptionStatus,
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

/** A list's first page, holding all of it unless the counts say there is more. */
export function applicationsResponse(
  applications: BusinessApplication[],
  page: Partial<BusinessApplicationsResponse> = {},
): BusinessApplicationsResponse {
  return {
    applications,
    application_count: applications.length,
    pending_reviews: applications.filter((one) => one.status === 'pending').length,
    page: 1,
    limit: 20,
    ...page,
  };
}

export function directoryStudent(
  overrides: Partial<StudentDirectoryEntry> = {},
): StudentDirectoryEntry {
  return {
    uuid: '44444444-4444-4444-8444-444444444444',
    user_id: 'student-user-1',
    name: 'Kari Nordmann',
    profile_picture_url: null,
    headline: 'Elektrolærling med sans for detaljer',
    location: 'Bergen',
    lookingFor: 'lærling',
    bio: 'Jeg har jobbet med elektriske anlegg på skolen og i sommerjobb.',
    skills_count: 3,
    grades_count: 1,
    badges_count: 0,
    concatenated_vocations_id: '3',
    completion: 80,
    is_favorite: false,
    ...overrides,
  };
}

export function directoryResponse(students: StudentDirectoryEntry[]): StudentDirectoryResponse {
  return { students, total: students.length, page: 1, limit: 24 };
}

export const FREE_PLAN: SubscriptionStatus = {
  plan: null,
  usage: { used: 4, limit: 10 },
  plans: SUBSCRIPTION_PLANS,
};

export function paidPlan(priceId: PriceId): SubscriptionStatus {
  const plan = SUBSCRIPTION_PLANS.find((one) => one.priceId === priceId);
  return {
    plan: {
      priceId,
      name: plan?.name ?? '',
      startsAt: '2027-03-12T10:00:00.000Z',
      endsAt: '2028-03-12T10:00:00.000Z',
    },
    usage: { used: 10, limit: 10 },
    plans: SUBSCRIPTION_PLANS,
  };
}

export function favouriteStudent(overrides: Partial<FavoriteStudent> = {}): FavoriteStudent {
  return {
    isFavorited_id: 1,
    student_uuid: '44444444-4444-4444-8444-444444444444',
    student_id: 'student-user-1',
    name: 'Kari Nordmann',
    location: 'Bergen',
    bio: 'Jeg har jobbet med elektriske anlegg på skolen.',
    headline: 'Elektrolærling',
    profile_picture_url: null,
    created_at: '2027-03-12T10:00:00.000Z',
    ...overrides,
  };
}

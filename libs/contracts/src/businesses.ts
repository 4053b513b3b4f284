import type { Job } from './jobs.ts';

export const BUSINESS_MESSAGES = {
  companyNameRequired: 'Firmanavn er påkrevd',
  descriptionRequired: 'Beskrivelse er påkrevd',
  industryRequired: 'Velg en bransje',
  locationRequired: 'Sted er påkrevd',
  websiteInvalid: 'Nettsiden må være en gyldig URL',
  websiteRequired: 'Nettside er påkrevd',
  organizationNumberInvalid: 'Organisasjonsnummeret må være 9 siffer',
  phoneInvalid: 'Ugyldig telefonnummer',
  contactEmailInvalid: 'Kontakt-e-posten må være en gyldig e-postadresse',
  logoTooLarge: 'Logo må være mindre enn 5MB',
  logoNotImage: 'Filen må være et bilde',
  loadFailed: 'Kunne ikke laste bedriftsprofil',
  saveFailed: 'Kunne ikke lagre bedriftsprofil',
  saved: 'Bedriftsprofilen er lagret',
  industriesFailed: 'Kunne ikke laste bransjer',
  dashboardFailed: 'Kunne ikke laste dashborddata',
  directoryFailed: 'Kunne ikke laste inn bedrifter',
  directoryEmpty: 'Ingen bedrifter funnet som matcher dine kriterier.',
  notFound: 'Business not found',
  profileRequiredToPublish:
    'Fyll ut bedriftsprofilen før du publiserer en stilling. Til da kan du lagre den som utkast.',
} as const;

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** A business as its owner and the public view see it. */
export interface BusinessProfile {
  uuid: string;
  user_id: string;
  company_name: string;
  description: string;
  industry: number;
  industry_name: string;
  location: string;
  website: string;
  phone_number: string;
  organization_number: string;
  logo_url: string | null;
  /** The public contact e-mail; empty when the company shows none. */
  contact_email: string;
  active_jobs: Job[];
}

/**
 * GET /api/businesses/mine/registration: the company name and organisation number given at
 * registration, which fill the profile form until the profile is created.
 */
export interface BusinessRegistrationDetails {
  company_name: string;
  organization_number: string;
}

/** Answer of GET /api/businesses/jobs/jobs-by-business (the dashboard). */
export interface BusinessJobsResponse {
  jobs: Job[];
  total: number;
  active_jobs: number;
  /** The owner's own list only (seed 1): applications to its jobs that wait for review. */
  pending_reviews?: number;
}

/** A card in the business directory (seed 2). */
export interface BusinessDirectoryEntry {
  business_uuid: string;
  company_name: string;
  description: string;
  location: string;
  industry: number;
  industry_name: string;
  logo: string | null;
  headline: string;
  job_count: number;
  review_count: number;
}

export interface BusinessDirectoryResponse {
  businesses: BusinessDirectoryEntry[];
  total: number;
  page: number;
  limit: number;
  industries: { value: number; label: string; count: number }[];
}

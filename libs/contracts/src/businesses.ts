import { mixed, number, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import type { Job } from './jobs.ts';
import { organizationNumberField } from './organization-number.ts';
import { pageField } from './pagination.ts';

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
} as const;

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** The company profile form (seed 1, section 5); the logo travels beside it as a file. */
export const businessProfileSchema = object({
  company_name: string()
    .trim()
    .min(2, BUSINESS_MESSAGES.companyNameRequired)
    .max(200)
    .required(BUSINESS_MESSAGES.companyNameRequired),
  description: string().trim().max(5000).required(BUSINESS_MESSAGES.descriptionRequired),
  industry: number()
    .typeError(BUSINESS_MESSAGES.industryRequired)
    .integer()
    .positive()
    .required(BUSINESS_MESSAGES.industryRequired),
  location: string().trim().max(120).required(BUSINESS_MESSAGES.locationRequired),
  website: string()
    .trim()
    .matches(/^https?:\/\/[^\s.]+\.[^\s]+$/i, BUSINESS_MESSAGES.websiteInvalid)
    .max(300)
    .required(BUSINESS_MESSAGES.websiteRequired),
  phone_number: string()
    .trim()
    .matches(/^(\+?\d[\d ]{6,18})?$/, BUSINESS_MESSAGES.phoneInvalid)
    .default(''),
  /** Shown on the company page and its jobs; empty shows none (the login e-mail never is). */
  contact_email: string()
    .trim()
    .email(BUSINESS_MESSAGES.contactEmailInvalid)
    .max(254, BUSINESS_MESSAGES.contactEmailInvalid)
    .default(''),
  organization_number: organizationNumberField(
    string().trim(),
    BUSINESS_MESSAGES.organizationNumberInvalid,
  ),
});
export type BusinessProfileRequest = InferType<typeof businessProfileSchema>;

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

export const businessDirectorySchema = object({
  q: string().trim().max(200).default(''),
  industry: number().integer().positive().optional(),
  page: pageField(),
  limit: number().integer().min(1).max(50).default(24),
  sort: mixed<'name'>().oneOf(['name']).default('name'),
});
export type BusinessDirectoryQuery = InferType<typeof businessDirectorySchema>;

export interface BusinessDirectoryResponse {
  businesses: BusinessDirectoryEntry[];
  total: number;
  page: number;
  limit: number;
  industries: { value: number; label: string; count: number }[];
}

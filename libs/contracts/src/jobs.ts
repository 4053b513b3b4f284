import type { BusinessApplication } from './applications.ts';
import { hasVisibleText } from './visible-text.ts';

/** Exact texts from the spec (seed 1, sections 5 and 8). */
export const JOB_MESSAGES = {
  titleRequired: 'Jobb tittel er påkrevd',
  descriptionRequired: 'Beskrivelse er påkrevd',
  locationRequired: 'Sted er påkrevd',
  requirementsRequired: 'Minst en krav er påkrevd',
  requirementTooLong: 'Hvert krav kan ha høyst 200 tegn',
  tooManyRequirements: 'Høyst 30 krav kan lagres',
  salaryMinPositive: 'Minimum lønn må være større enn 0',
  salaryMaxPositive: 'Maks lønn må være større enn 0',
  salaryMaxAtLeastMin: 'Maks lønn må være større enn minste lønn',
  vocationRequired: 'Vennligst velg en yrke',
  jobTypeInvalid: 'Ugyldig jobbtype',
  statusInvalid: 'Ugyldig status',
  saveFailed: 'Kunne ikke lagre jobb annonsen',
  updateFailed: 'Kunne ikke oppdatere jobb annonsen',
  deleteConfirm: 'Er du sikker på at du vil slette denne stillingen?',
  deleteFailed: 'Kunne ikke slette stilling',
  loadFailed: 'Kunne ikke laste jobbannonser',
  notFound: 'Jobb ikke funnet',
  noJobs: 'Ingen jobber funnet',
  favouriteLogin: 'Vennligst logg inn for å lagre favoritter',
  favouriteFailed: 'Kan ikke favorisere akkurat nå',
  emailInvalid: 'Ugyldig email',
  emailRequired: 'E-post er påkrevd',
  companyRequired: 'Firmanavn er påkrevd',
  otpInvalid: 'Ugyldig verifiseringskode. Prøv igjen.',
  otpExpired: 'Koden har utløpt. Send skjemaet på nytt for å få en ny kode.',
  otpTooManyAttempts: 'For mange feil forsøk. Send skjemaet på nytt for å få en ny kode.',
  otpFailed: 'Verifisering feilet',
  published: 'Stillingen er publisert!',
  notOwner: 'Du kan bare endre dine egne stillinger.',
  manageLinkInvalid:
    'Lenken er ugyldig eller utløpt. Bruk den nyeste lenken du har fått på e-post.',
  manageLoadFailed: 'Kunne ikke laste annonsen',
  jobUpdated: 'Annonsen er oppdatert',
  jobClosed: 'Annonsen er lukket og vises ikke lenger.',
  jobReopened: 'Annonsen er åpen igjen.',
  answerStatusInvalid: 'Velg om du vil godta eller avslå søknaden',
  answerTooLong: 'Meldingen kan ikke være lengre enn 2000 tegn',
  answerSent: 'Svaret er sendt til søkeren.',
} as const;

/** The form's job types (create/edit) and the public quick form's (which adds temporary). */
export const JOB_TYPES = [
  'full-time',
  'part-time',
  'contract',
  'internship',
  'apprenticeship',
  'temporary',
] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Heltid',
  'part-time': 'Deltid',
  contract: 'Kontrakt',
  internship: 'Praksisplass',
  apprenticeship: 'Læreplass',
  temporary: 'Midlertidig',
};
export const JOB_STATUSES = ['draft', 'open'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = { draft: 'Utkast', open: 'Aktiv' };

/**
 * Requirements are typed as text: split by comma or newline, trimmed, empties dropped (one with
 * nothing to see, too, or the requirement's rule would refuse the list for it).
 */
export function splitRequirements(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(hasVisibleText);
}

/** What a poster without an account can answer an application: yes or no, with a message. */
export const POSTED_ANSWER_STATUSES = ['accepted', 'rejected'] as const;

/** GET /api/jobs/manage/{token}: the ad, its applications, and until when the link works. */
export interface ManagedJobResponse {
  job: Job;
  /** The address shown on the ad; empty when none is. */
  contact_email: string;
  poster_email: string;
  link_expires_at: string;
  applications: BusinessApplication[];
}

/** A job as every list and page shows it (seed 1, section 3). */
export interface Job {
  id: string;
  uuid: string;
  title: string;
  description: string;
  requirements: string[];
  location: string;
  salary_min: number;
  salary_max: number;
  vocation_id: number;
  vocation_name: string;
  job_type: JobType;
  status: JobStatus;
  created_at: string;
  application_count: number;
  business_uuid: string | null;
  business_name: string;
  company_name: string;
  business_location: string | null;
  /**
   * The public contact e-mail the company (or the poster without an account) chose to show;
   * null when none. Never the login e-mail.
   */
  business_email: string | null;
  phone_number: string | null;
  website: string | null;
  logo: string | null;
}

/** A favourite job (GET /api/jobs/favorites): the job, with the ids seed 1 names it by. */
export interface FavoriteJob extends Job {
  jobs_id: string;
  job_uuid: string;
}

/** 'relevance' (best matches first) is the order of a search with words, 'newest' without. */
export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export interface FacetCount<V extends string | number> {
  value: V;
  label: string;
  count: number;
}

export interface JobSearchResponse {
  jobs: Job[];
  total: number;
  page: number;
  limit: number;
  /** How many jobs each choice would give, with the other filters applied. */
  facets: { vocation: FacetCount<number>[]; job_type: FacetCount<JobType>[] };
}

/** Answer of POST /api/jobs/public (201). */
export interface PublicJobResponse {
  requiresVerification: boolean;
  email: string;
  jobUuid: string;
  isVerifiedUser: boolean;
}

export interface Vocation {
  id: number;
  name: string;
}

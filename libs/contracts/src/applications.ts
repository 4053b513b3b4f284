import type { MeetingType } from './meetings.ts';
import { osloToUtc } from './oslo-time.ts';

/** Exact texts from the spec (seed 1, sections 5 and 8). */
export const APPLICATION_MESSAGES = {
  coverLetterRequired: 'Cover letter is required',
  resumeUrlRequired: 'Resume URL is required',
  resumeUrlInvalid: 'Must be a valid URL',
  resumeUrlTooLong: 'Lenken kan være på høyst 500 tegn',
  applyFailed: 'Kunne ikke sende søknad',
  applied: 'Søknaden er sendt!',
  alreadyApplied: 'Du har allerede søkt på denne stillingen.',
  jobClosed: 'Stillingen er ikke åpen for søknader.',
  loadFailed: 'Kunne ikke laste inn søknader',
  studentLoadFailed: 'Kunne ikke laste jobbsøknader',
  statusFailed: 'Kunne ikke oppdatere søknadsstatus',
  statusUpdated: 'Søknadsstatus oppdatert',
  statusInvalid: 'Ugyldig status',
  interviewFailed: 'Kunne ikke planlegge intervju',
  interviewScheduled: 'Intervjuet er planlagt, og eleven har fått en invitasjon.',
  interviewDateRequired: 'Dato er påkrevd',
  interviewDatePast: 'Datoen kan ikke være før i dag',
  interviewDateTooFar: 'Datoen kan ikke være mer enn to år frem i tid',
  interviewTimeRequired: 'Tidspunkt er påkrevd',
  interviewTimePast: 'Tidspunktet har allerede vært. Velg et tidspunkt frem i tid.',
  interviewRescheduled: 'Intervjuet er flyttet, og eleven har fått beskjed.',
  interviewCancelled: 'Intervjuet er avlyst, og eleven har fått beskjed.',
  cancelFailed: 'Kunne ikke avlyse intervjuet',
  interviewNeedsPlan: 'Et intervju trenger tid og sted: velg Intervju og send invitasjonen.',
  noInterview: 'Søknaden har ikke noe planlagt intervju.',
  meetingTypeInvalid: 'Velg fysisk eller digitalt møte',
  interviewLocationRequired: 'Sted er påkrevd for fysiske møter',
  meetingLinkInvalid: 'Lenken til møtet må begynne med https://',
  noApplications: 'Ingen søknader ennå.',
  notFound: 'Fant ikke søknaden.',
  /** The status or interview the business saw was changed meanwhile (in another tab). */
  changedMeanwhile: 'Søknaden ble endret i mellomtiden. Listen er oppdatert.',
  /** The student withdraws (trekker) a søknad still waiting or at interview. */
  withdrawn: 'Søknaden er trukket',
  withdrawFailed: 'Kunne ikke trekke søknaden',
  notWithdrawable: 'Bedriften har allerede svart på søknaden, så den kan ikke trekkes.',
} as const;

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'interview'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Venter',
  accepted: 'Godkjent',
  rejected: 'Avvist',
  interview: 'Intervju',
};

/** A søknad the business has not answered yet (Venter, Intervju) may be withdrawn by its student. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['pending', 'interview'];

export function isWithdrawable(status: ApplicationStatus): boolean {
  return WITHDRAWABLE_STATUSES.includes(status);
}

/** Today's date as YYYY-MM-DD in Norway, the earliest an interview may be. */
export function todayInNorway(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(now);
}

/** The latest day an interview may be planned for: the same day two years on. */
export function latestInterviewDay(today = todayInNorway()): string {
  // Compared as text, as the dates are: a 29 February two years on still orders right.
  return `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`;
}

/**
 * Whether a date and time typed in Norway are still ahead. An incomplete or malformed pair
 * passes: the fields' own rules answer for those.
 */
export function isFutureInNorway(date: unknown, time: unknown, now = new Date()): boolean {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return true;
  if (typeof time !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return true;
  return osloToUtc(date, time).getTime() > now.getTime();
}

/** An application as the student sees it (seed 1, section 3). */
export interface StudentApplication {
  id: string;
  job_title: string;
  job_uuid: string;
  /** False once the company has closed the ad (Utkast): only the company can open it then. */
  job_open: boolean;
  business_name: string;
  /** The company owner's user id, to write to; null for a job posted without an account. */
  business_user_id: string | null;
  status: ApplicationStatus;
  created_at: string;
  cover_letter: string;
  resume_url: string;
  interview: Interview | null;
}

/** An application as the business sees it. */
export interface BusinessApplication {
  application_uuid: string;
  application_status: ApplicationStatus;
  status: ApplicationStatus;
  job_uuid: string;
  job_title: string;
  /** The student's profile: the address /profile/{uuid}. */
  uuid: string;
  /** The student's user id, to write to. */
  student_user_id: string;
  name: string;
  email: string;
  title: string;
  headline: string;
  location: string;
  profile_picture_url: string | null;
  created_at: string;
  cover_letter: string;
  resume_url: string;
  interview: Interview | null;
}

export interface Interview {
  interviewDate: string;
  interviewTime: string;
  meetingType: MeetingType;
  location: string;
}

export interface BusinessApplicationsResponse {
  applications: BusinessApplication[];
  /** Every application of the list, on all its pages. */
  application_count: number;
  pending_reviews: number;
  /** The page answered (1 for `recent`), and how many a page holds. */
  page: number;
  limit: number;
}

/** GET /api/jobs/applied/{uuid}. */
export interface AppliedResponse {
  applied: boolean;
}

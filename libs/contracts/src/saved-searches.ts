import type { JobType } from './jobs.ts';

/** A student keeps at most this many searches. */
export const MAX_SAVED_SEARCHES = 20;

/** The most characters a saved search's name takes (the column is varchar(80)). */
export const SAVED_SEARCH_NAME_MAX = 80;

/** 'immediate': within a minute of a job's publishing; 'daily': one digest at 07:00 Oslo time. */
export const ALERT_FREQUENCIES = ['immediate', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediate: 'Med en gang',
  daily: 'Daglig (kl. 07)',
};

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Gi søket et navn.',
  nameTooLong: `Navnet kan ha høyst ${SAVED_SEARCH_NAME_MAX} tegn.`,
  frequencyRequired: 'Velg hvor ofte du vil ha varsel.',
  tooMany: `Du kan lagre opptil ${MAX_SAVED_SEARCHES} søk. Slett et søk før du lagrer et nytt.`,
  notFound: 'Fant ikke det lagrede søket.',
  loadFailed: 'Kunne ikke laste de lagrede søkene.',
  saved: 'Søket er lagret.',
  saveFailed: 'Kunne ikke lagre søket. Prøv igjen.',
  deleteFailed: 'Kunne ikke slette søket. Prøv igjen.',
  deleted: 'Søket er slettet.',
  unsubscribed: 'Du får ikke flere varsler for dette søket.',
  invalidLink: 'Lenken er ugyldig eller søket er allerede slettet.',
} as const;

export interface SavedSearch {
  id: string;
  name: string;
  q: string;
  location: string;
  vocation: number | null;
  job_type: JobType | null;
  frequency: AlertFrequency;
  created_at: string;
}

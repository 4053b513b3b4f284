export const CALENDAR_MESSAGES = {
  loadFailed: 'Feilet å laste inn hendelser.',
  fetchFallback: 'Failed to fetch events',
  addFallback: 'Failed to add event',
  updateFallback: 'Failed to update event',
  deleteFallback: 'Failed to delete event',
  titleRequired: 'Tittel er påkrevd',
  startRequired: 'Starttid er påkrevd',
  endBeforeStart: 'Slutt kan ikke være før start',
  outOfRange: 'Datoen må være mellom år 2000 og 2100',
  dateInvalid: 'Datoen finnes ikke i kalenderen',
  typeInvalid: 'Ugyldig type',
  notFound: 'Fant ikke hendelsen.',
  interviewFromApplication: 'Intervjuet flyttes eller avlyses fra søknaden.',
} as const;

export const CALENDAR_EVENT_TYPES = ['interview', 'deadline', 'other'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];

/** A calendar event (seed 2, section 3); dates are ISO 8601 strings. */
export interface CalendarEvent {
  id: string;
  title: string;
  type: CalendarEventType;
  startDate: string;
  endDate?: string | null;
  description?: string | null;
  /**
   * Set on an interview's event: the page of the application where the interview is moved or
   * cancelled. Such an event is not changed in the calendar itself.
   */
  link?: string | null;
}

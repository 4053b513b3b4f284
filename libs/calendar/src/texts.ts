/**
 * The calendar lib's message catalogue: every text its own components show, in bokmål, besides
 * the names of days and months, which come from Intl. Texts shared with the API (validation,
 * errors, toasts) stay in @yrkesbro/contracts. 'Today', 'Add event', 'View Details' and
 * '+N more' are English because the spec names them so.
 */
export const TEXTS = {
  eventTypes: {
    interview: 'Intervju',
    deadline: 'Frist',
    other: 'Annet',
  },
  calendarPage: {
    title: 'Kalender',
    description: 'Intervjuer, frister og andre hendelser i din kalender.',
    newEvent: 'Add event',
    today: 'Today',
    viewLabel: 'Visning',
    views: { month: 'Måned', week: 'Uke', day: 'Dag' },
    steps: {
      month: ['Forrige måned', 'Neste måned'],
      week: ['Forrige uke', 'Neste uke'],
      day: ['Forrige dag', 'Neste dag'],
    },
    loading: 'Laster hendelser',
    retry: 'Prøv igjen',
    legendLabel: 'Fargeforklaring',
    wholeDay: 'Se hele dagen',
    // Follows the day's name in the week view, after a space.
    todaySuffix: ' (i dag)',
    weekDayEmpty: 'Ingen hendelser.',
  },
  monthGrid: {
    eventCount: (count: number) =>
      count === 0 ? 'ingen hendelser' : count === 1 ? '1 hendelse' : `${count} hendelser`,
    today: 'i dag',
    more: (count: number) => `+${count} more`,
    /** In place of the start time on the days after an event's first. */
    goesOn: 'forts.',
  },
  eventList: {
    empty: 'Ingen hendelser denne dagen.',
    details: 'View Details',
    detailsLabel: (title: string) => `View Details: ${title}`,
  },
  dayPage: {
    pageTitle: (day: string) => `Kalender – ${day}`,
    invalidTitle: 'Ugyldig dato',
    invalidBody: 'Datoen i adressen finnes ikke. Velg en dag i kalenderen.',
    toCalendar: 'Til kalenderen',
    back: 'Tilbake til kalenderen',
    previous: 'Forrige dag',
    next: 'Neste dag',
    newEvent: 'Add event',
    loading: 'Laster hendelser',
    retry: 'Prøv igjen',
  },
  eventForm: {
    label: 'Hendelse',
    title: 'Tittel',
    type: 'Type',
    start: 'Start',
    end: 'Slutt (valgfritt)',
    description: 'Beskrivelse (valgfritt)',
    cancel: 'Avbryt',
  },
  newEventPage: {
    title: 'Ny hendelse',
    added: 'Hendelsen er lagt til.',
    save: 'Lagre hendelse',
    saving: 'Lagrer…',
  },
  eventPage: {
    fallbackTitle: 'Hendelse',
    updated: 'Hendelsen er oppdatert.',
    deleted: 'Hendelsen er slettet.',
    retry: 'Prøv igjen',
    toCalendar: 'Til kalenderen',
    notFoundBody: 'Hendelsen kan være slettet, eller lenken er feil.',
    back: 'Tilbake til kalenderen',
    editTitle: 'Endre hendelse',
    openingEditor: 'Åpner skjemaet',
    editorFailed: 'Kunne ikke åpne skjemaet. Last inn siden på nytt og prøv igjen.',
    saveChanges: 'Lagre endringer',
    saving: 'Lagrer…',
    edit: 'Endre',
    delete: 'Slett',
    confirmTitle: 'Slette hendelsen?',
    confirmBody: (title: string) =>
      `«${title}» blir slettet fra kalenderen din. Dette kan ikke angres.`,
    cancel: 'Avbryt',
    deleting: 'Sletter…',
    confirmDelete: 'Slett hendelsen',
    date: 'Dato',
    time: 'Tid',
    description: 'Beskrivelse',
    openApplication: 'Åpne søknaden',
    loading: 'Laster hendelsen',
  },
  placeholders: {
    create: 'Opprett hendelse',
    manage: 'Administrer kalender',
    reminders: 'Påminnelser',
  },
} as const;

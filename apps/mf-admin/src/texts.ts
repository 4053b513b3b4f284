/** The admin area's message catalogue: every text mf-admin shows (overview, profiles, group mail, grade reviews, schools), in bokmål; the spec fixes a few in English. Texts shared with the API (validation, errors, toasts) stay in @yrkesbro/contracts. */
export const TEXTS = {
  dashboard: {
    pageTitle: 'Administrasjon – Yrkesbro',
    title: 'Administrasjon',
  },
  overview: {
    statCards: {
      label: 'Statistikk',
      students: 'Elever',
      businesses: 'Bedrifter',
      jobPostings: 'Stillingsannonser',
      applications: 'Søknader',
      newSignupsWeek: 'Nye brukere siste 7 dager',
      openJobPostings: 'Åpne stillinger',
      mailsQueued: 'E-poster i kø',
      mailsFailed: 'E-poster som feilet',
    },
    profileLists: {
      label: 'Profiler',
      studentsTab: 'Student Profiles',
      businessesTab: 'Business Profiles',
      studentSearch: 'Søk på navn, e-post eller skole',
      studentsEmpty: 'Ingen elever funnet.',
      educationCount: (count: number) => `${count} ${count === 1 ? 'utdanning' : 'utdanninger'}`,
      skillsCount: (count: number) => `${count} ${count === 1 ? 'ferdighet' : 'ferdigheter'}`,
      businessSearch: 'Søk på bedriftsnavn eller e-post',
      businessesEmpty: 'Ingen bedrifter funnet.',
      jobPostingsCount: (count: number) =>
        `${count} ${count === 1 ? 'stillingsannonse' : 'stillingsannonser'}`,
      loading: 'Laster profiler',
      hits: (total: number) => `${total} treff`,
      viewProfile: 'View Profile',
      viewProfileOf: (who: string) => `View Profile: ${who}`,
    },
    completionBar: {
      complete: (percentage: number) => `${percentage} % fullført`,
      label: (who: string, percentage: number) => `Profilen til ${who} er ${percentage} % fullført`,
    },
  },
  groupMail: {
    groups: { student: 'Elever', business: 'Bedrifter' },
    form: {
      title: 'Send gruppe-e-post',
      recipients: 'Mottakere',
      recipientCount: (count: number) => `${count} ${count === 1 ? 'mottaker' : 'mottakere'}`,
      mailTitle: 'Tittel',
      message: 'Melding',
      messageHint: 'Ren tekst. En tom linje starter et nytt avsnitt.',
      send: 'Send e-post',
      sending: 'Sender...',
    },
    confirm: {
      title: 'Sende e-posten?',
      text: (title: string, recipients: string) =>
        `«${title}» går til ${recipients} med en gang, og kan ikke hentes tilbake.`,
      recipients: (group: string, count?: number) =>
        count === undefined
          ? `alle ${group.toLowerCase()}`
          : `${count} ${count === 1 ? 'mottaker' : 'mottakere'} (${group.toLowerCase()})`,
      cancel: 'Avbryt',
      send: 'Send',
    },
    history: {
      title: 'E-posthistorikk',
      loading: 'Laster e-posthistorikk',
      sending: 'Sendes',
      done: 'Fullført',
      someFailed: 'Noen feilet',
      sentTo: (group: string, sentAt: string) => `Til ${group} · ${sentAt}`,
      progressLabel: 'Framdrift',
      progress: (sent: number, queued: number, failed: number, skipped: number, total: number) =>
        `${sent} sendt · ${queued} i kø · ${failed} feilet${skipped > 0 ? ` · ${skipped} avmeldt` : ''} av ${total}`,
      progressOf: (title: string) => `Framdrift for ${title}`,
    },
  },
  gradeReviews: {
    pending: {
      title: 'Karakterer til kontroll',
      intro:
        'Dokumenter der vi ikke fant karakterene i teksten: alle bilder, og PDF-er som ikke viser dem.',
      hint: 'Kryss av karakterene dokumentet viser. De andre blir stående som ikke verifisert.',
    },
    auto: {
      title: 'Stikkprøver: automatisk verifisert',
      intro:
        'Dokumenter der vi fant hver karakter i teksten og verifiserte dem automatisk. Eleven lager PDF-en selv, så se over dem.',
      hint: 'Fjern krysset for en karakter dokumentet ikke viser; den mister da merket Verifisert.',
    },
    section: {
      loading: (title: string) => `Laster ${title.toLowerCase()}`,
    },
    review: {
      label: (who: string) => `Karakterer fra ${who}`,
      sent: (email: string, date: string) => `${email} · sendt ${date}`,
      download: 'Last ned dokumentet',
      gradesLabel: 'Karakterer dokumentet viser',
      save: 'Lagre kontroll',
    },
  },
  schools: {
    page: {
      pageTitle: 'Skoler – Yrkesbro',
      title: 'Skoler',
      add: 'Legg til skole',
      search: 'Søk på skolenavn',
      region: 'Fylke',
      allRegions: 'Alle fylker',
      loading: 'Laster skoler',
      empty: 'Ingen skoler funnet.',
      listLabel: 'Skoler',
    },
    row: {
      contacted: 'Contacted',
      exampleAddress: 'Eksempeladresse',
      edit: 'Rediger',
      editLabel: (name: string) => `Rediger ${name}`,
      sendEmail: 'Send Email',
      sendEmailLabel: (name: string) => `Send Email til ${name}`,
    },
    csvImport: {
      import: 'Importer CSV',
      fileLabel: 'CSV-fil med skoler',
    },
    formDialog: {
      addTitle: 'Legg til skole',
      editTitle: (name: string) => `Rediger ${name}`,
      name: 'Skolenavn',
      region: 'Fylke',
      address: 'Adresse',
      email: 'E-post',
      emailIsExample: 'E-postadressen er bare et eksempel',
      cancel: 'Avbryt',
      save: 'Lagre',
    },
    sendEmailDialog: {
      title: (name: string) => `Send e-post til ${name}`,
      intro: (
        email: string,
        isExample: boolean,
        namePlaceholder: string,
        regionPlaceholder: string,
      ) =>
        `Til ${email}${isExample ? ' (eksempeladresse)' : ''}. ${namePlaceholder} og ${regionPlaceholder} byttes ut med skolens navn og fylke.`,
      template: (namePlaceholder: string, regionPlaceholder: string) => `Hei ${namePlaceholder}!

Yrkesbro kobler elever på yrkesfag med bedrifter som tar inn lærlinger. Vi har lærebedrifter i ${regionPlaceholder} som gjerne vil møte elevene deres.

Ta gjerne kontakt hvis dere vil vite mer.`,
      message: 'Melding',
      cancel: 'Avbryt',
      send: 'Send',
      sending: 'Sender...',
    },
  },
} as const;

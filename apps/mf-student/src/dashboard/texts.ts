/**
 * mf-student's texts for the student dashboard, in bokmål. Each feature's catalogue is a module of its
 * own, so a page loads only its own texts; texts shared with the API stay in @yrkesbro/contracts.
 */
export const TEXTS = {
  page: {
    pageTitle: 'Studentdashbord – Yrkesbro',
    title: 'Studentdashbord',
    loadingProfile: 'Laster profilen',
    tabsLabel: 'Studentdashbord',
    uploadResume: 'Last opp CV for analyse',
    seePublicProfile: 'Se den offentlige profilen',
  },
  tabs: {
    profile: 'Profil',
    favorites: 'Favorittjobber',
    applications: 'Søknader',
    messages: 'Meldinger',
  },
  applications: {
    title: 'Søknader',
    seeAll: 'Se alle søknader',
  },
  completion: {
    complete: (percent: number) => `Profilen er ${percent} % fullført`,
    progressLabel: 'Profilfullføring',
    missing: (parts: string) => `Mangler: ${parts}`,
  },
  favoriteJobs: {
    title: 'Favorittjobber',
    loading: 'Laster favorittjobber',
    emptyTitle: 'Ingen favorittjobber ennå',
    emptyIntro: 'Trykk på hjertet på en jobb for å lagre den her.',
    findJobs: 'Finn jobber',
    listLabel: 'Favorittjobber',
  },
  gradientPicker: {
    title: 'Profiltema',
    intro: 'Fargen øverst på profilen din.',
  },
  resumeAnalysis: {
    fields: {
      name: 'Navn',
      location: 'Sted',
      bio: 'Om meg',
    },
    title: 'Fyll ut profilen fra CV-en',
    nothingFound:
      'Vi fant verken navn, sted eller en beskrivelse av deg i CV-en. Du kan fylle dem inn selv på profilen.',
    foundLegend: 'Dette fant vi i CV-en:',
    intro:
      'Vi leser navn, sted og en kort beskrivelse av deg fra CV-en. Du velger selv hva som skal inn på profilen.',
    pickOtherPdf: 'Velg en annen PDF',
    pickPdf: 'Velg PDF',
    chosen: (fileName: string) => `Valgt: ${fileName}`,
    fileHint: 'PDF, maks 5 MB.',
    close: 'Lukk',
    cancel: 'Avbryt',
    apply: 'Bruk i profilen',
    analyzing: 'Analyserer …',
    analyze: 'Analyser',
    replaces: (current: string) => `Erstatter: ${current}`,
    source: {
      rules: 'Analysert automatisk med tekstgjenkjenning og regler (ingen KI).',
      ai: 'Analysert med KI.',
    },
  },
  savedSearches: {
    title: 'Lagrede søk',
    loading: 'Laster lagrede søk',
    empty:
      'Ingen lagrede søk ennå. Søk etter jobber og trykk «Lagre søk» for å få varsel om nye jobber.',
    listLabel: 'Lagrede søk',
    deleteLabel: (name: string) => `Slett søket ${name}`,
    delete: 'Slett',
    alert: (frequency: string) => `Varsel: ${frequency}`,
  },
} as const;

/**
 * mf-business's texts for its dashboard pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  dashboardPage: {
    pageTitle: 'Bedriftsdashbord – Yrkesbro',
    title: 'Bedriftsdashbord',
  },
  tabs: {
    profile: 'Profil',
    applications: 'Søknader',
    jobs: 'Stillinger',
    favourites: 'Favoritt-studenter',
    messages: 'Meldinger',
  },
  counters: {
    retry: 'Prøv igjen',
    activeJobs: 'Aktive stillinger',
    totalApplications: 'Søknader totalt',
    pendingReviews: 'Venter på vurdering',
  },
  planPanel: {
    loading: 'Laster planen',
    loadFailed: 'Kunne ikke laste abonnementet',
    yourPlan: (name: string) => `Din plan: ${name}`,
    freeViews: 'Gratis profilvisninger',
    validUntil: (date: string) => `Gyldig til ${date}`,
    freeViewsUsed: 'Gratis profilvisninger brukt',
    upgrade: 'Oppgrader plan',
    choose: 'Velg plan',
    change: 'Endre plan',
    alertsFailed: 'Kunne ikke vise e-postvarslene. Last inn siden på nytt og prøv igjen.',
  },
  studentAlertsForm: {
    label: 'E-postvarsler',
    title: 'E-postvarsler om nye studenter',
    loadFailed: 'Kunne ikke laste varslene.',
    retry: 'Prøv igjen',
    saveFailed: 'Kunne ikke lagre varslene',
    enabled: 'Send meg en daglig e-post om nye studenter som passer',
    vocations: 'Yrker',
    vocationsPlaceholder: 'Velg yrker',
    places: 'Steder',
    placesPlaceholder: 'Skriv et sted og trykk Enter',
    placesHelp: 'Tomt betyr alle steder.',
    save: 'Lagre varsler',
  },
  applicationsTab: {
    title: 'Nyeste søknader',
    seeAll: 'Se alle søknader',
    retry: 'Prøv igjen',
    newJob: 'Ny stilling',
    listLabel: 'De nyeste søknadene',
  },
  jobsTab: {
    title: 'Stillinger',
    seeAll: 'Se alle',
    newJob: 'Ny stilling',
    retry: 'Prøv igjen',
    createFirst: 'Lag din første stilling',
    listLabel: 'De nyeste stillingene',
  },
  favouriteStudentsTab: {
    title: 'Favoritt-studenter',
    findStudents: 'Finn studenter',
    loading: 'Laster favoritt-studenter',
    emptyText: 'Ingen favoritt-studenter ennå.',
    nameMissing: 'Navn ikke oppgitt',
  },
} as const;

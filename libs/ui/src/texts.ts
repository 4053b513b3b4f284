/**
 * The ui lib's message catalogue: every text its own components show, in bokmål. Texts shared
 * with the API (validation, errors, toasts) stay in @yrkesbro/contracts.
 */
export const TEXTS = {
  // The spec's own words for the full-screen loader.
  fullScreenLoader: { label: 'Loading...' },
  pageTitle: {
    product: 'Yrkesbro',
    withProduct: (title: string) => `${title} – Yrkesbro`,
  },
  dashboardHeader: {
    signedInAs: (email: string) => `Innlogget som ${email}`,
  },
  filterSelect: {
    all: 'Alle yrker',
  },
  interviewDetails: {
    title: 'Intervjuavtale',
    when: (day: string, time: string) => `${day} kl. ${time}`,
  },
  listPagination: {
    currentPage: (page: number) => `Side ${page}`,
    goToPage: (page: number) => `Gå til side ${page}`,
    first: 'Første side',
    last: 'Siste side',
    next: 'Neste side',
    previous: 'Forrige side',
  },
  loadFailed: {
    retry: 'Prøv igjen',
    fallbackReason: 'Sjekk nettforbindelsen og prøv igjen.',
  },
  notFoundPage: {
    title: 'Siden finnes ikke',
    body: 'Vi fant ikke siden du lette etter. Den kan ha blitt flyttet, eller adressen er skrevet feil.',
    home: 'Gå til forsiden',
  },
  pageLoader: {
    loading: 'Laster inn siden',
  },
  retryAlert: {
    retry: 'Prøv igjen',
  },
  searchField: {
    label: 'Søk',
  },
} as const;

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
  interviewDetails: {
    title: 'Intervjuavtale',
    when: (day: string, time: string) => `${day} kl. ${time}`,
    meetingLink: (url: string) => `Møtelenke ${url} (åpnes i ny fane)`,
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
} as const;

/**
 * mf-student's texts for the company directory and a company's page, in bokmål. Each feature's catalogue is a module of its
 * own, so a page loads only its own texts; texts shared with the API stay in @yrkesbro/contracts.
 */
export const TEXTS = {
  directory: {
    title: 'Bedriftskatalog',
    pageDescription: 'Finn bedrifter som tar inn lærlinger og ansetter fagfolk.',
    intro: 'Bli kjent med bedriftene som tar inn lærlinger, og se hvilke stillinger de har ledige.',
    searchLabel: 'Søk i bedrifter',
    searchPlaceholder: 'Navn, beskrivelse eller sted',
    industry: 'Bransje',
    chosenIndustryCounted: 'Valgt bransje (0)',
    chosenIndustry: 'Valgt bransje',
    loading: 'Laster bedrifter',
    gridLabel: 'Bedrifter',
    count: (total: number) => (total === 1 ? '1 bedrift' : `${total} bedrifter`),
    reviews: (count: number) => (count === 1 ? '1 vurdering' : `${count} vurderinger`),
  },
  page: {
    backToDashboard: 'Tilbake til dashbordet',
    backToDirectory: 'Tilbake til bedriftskatalogen',
    toDashboard: 'Til dashbordet',
    toDirectory: 'Til bedriftskatalogen',
    notFoundIntro: 'Vi fant ingen bedrift på denne adressen.',
    aboutLabel: 'Om bedriften',
    sendMessage: 'Send melding',
    mayNotWrite:
      'Du kan sende melding til bedriften når du har søkt på en av stillingene deres, eller når bedriften har skrevet til deg.',
    openPositions: 'Ledige stillinger',
    noOpenPositions: 'Ingen ledige stillinger akkurat nå',
    noOpenPositionsIntro: 'Se gjerne innom igjen senere.',
    jobsLabel: (company: string) => `Stillinger hos ${company}`,
    loading: 'Laster bedriften',
    pageTitleFallback: 'Bedrift',
  },
} as const;

/**
 * mf-student's texts for the student's applications, in bokmål. Each feature's catalogue is a module of its
 * own, so a page loads only its own texts; texts shared with the API stay in @yrkesbro/contracts.
 */
export const TEXTS = {
  page: {
    pageTitle: 'Mine søknader – Yrkesbro',
    toDashboard: 'Til dashbordet',
    title: 'Mine søknader',
    intro: 'Her ser du hvor langt hver søknad har kommet, og når du er kalt inn til intervju.',
  },
  list: {
    retry: 'Prøv igjen',
    emptyIntro: 'Finn en stilling som passer deg, og send din første søknad.',
    seeOpenJobs: 'Se ledige jobber',
    listLabel: 'Mine søknader',
    appliedOn: (date: string) => `Søkt ${date}`,
    /** The company has closed the ad (Utkast): only the company can open it now. */
    jobClosed: 'Annonsen er lukket av bedriften',
    sendMessage: 'Send melding',
    loading: 'Laster søknader',
    meetingTypes: {
      physical: 'Fysisk møte',
      online: 'Digitalt møte',
    },
    withdraw: 'Trekk søknaden',
    /** The button's name says which søknad; its visible text starts it. */
    withdrawLabel: (jobTitle: string) => `Trekk søknaden til ${jobTitle}`,
  },
  withdrawDialog: {
    title: (jobTitle: string) => `Vil du trekke søknaden til ${jobTitle}?`,
    text: (businessName: string, hasInterview: boolean) =>
      `Søknaden slettes, og ${businessName} ser den ikke lenger.${
        hasInterview ? ' Det planlagte intervjuet avlyses, og bedriften får beskjed.' : ''
      } Du kan søke på stillingen igjen så lenge den er ledig.`,
    confirm: 'Trekk søknaden',
  },
} as const;

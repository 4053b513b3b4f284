/**
 * mf-public's texts for its landing pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  page: {
    title: 'Yrkesbro – finn læreplassen din',
    description:
      'Den beste plattformen for å finne læreplass. Yrkesfagelever og bedrifter møtes på Yrkesbro – gratis for elever.',
    heading: 'Den beste plattformen for å finne læreplass',
    intro:
      'Yrkesbro kobler yrkesfagelever og lærlinger med bedrifter som trenger folk. Bygg profilen din, vis hva du kan og søk på læreplasser – helt gratis for elever.',
    dashboard: 'Gå til din side',
    register: 'Kom i gang',
    login: 'Logg inn',
    goalsTitle: 'Våre mål',
    categoriesTitle: 'Ti veier til fagbrev',
    categoriesIntro: 'Utforsk yrkesfagene og finn yrket som passer deg.',
    screenshotsTitle: 'Slik ser Yrkesbro ut',
    faqTitle: 'Ofte stilte spørsmål',
    // The link to the FAQ page and a full stop follow.
    moreAnswers: 'Flere svar og en assistent finner du på',
    faqLink: 'FAQ-siden',
  },
  goals: {
    businesses: 'Bedrifter',
    students: 'Studenter',
    industries: 'Bransjer',
    employees: 'Ansatte',
  },
  screenshots: {
    register: {
      alt: 'Skjemaet for å opprette konto, med valg mellom elev og bedrift',
      caption: 'Opprett en gratis konto som elev eller bedrift på et minutt.',
    },
    category: {
      alt: 'Siden om elektrofag med utdanningsvei og tilgjengelige yrker',
      caption: 'Utforsk yrkesfagene: utdanningsvei, yrker og framtidsutsikter.',
    },
    assistant: {
      alt: 'Assistenten på FAQ-siden som svarer på et spørsmål om læretiden',
      caption: 'Spør assistenten om læretid, lønn og fagbrev – med kilde til svaret.',
    },
  },
} as const;

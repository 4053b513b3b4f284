/**
 * The shell's texts for the layout (navbar, footer, the deletion banner), on every page, in bokmål. Each area's catalogue is a module of its
 * own, so the first load carries only the layout's; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  skipToContent: 'Hopp til innholdet',
  loadingNextPage: 'Laster inn neste side',
  navbar: {
    mainMenu: 'Hovedmeny',
    brand: 'Yrkesbro',
    logout: 'Logg ut',
    openMenu: 'Åpne menyen',
    closeMenu: 'Lukk menyen',
    menu: 'Meny',
    menuFailed: 'Kunne ikke åpne menyen. Last inn siden på nytt.',
  },
  navLinks: {
    security: 'Sikkerhet',
    privacy: 'Personvern og data',
    about: 'Om oss',
    faq: 'FAQ',
    login: 'Logg inn',
    register: 'Kom i gang',
    jobs: 'Jobber',
    businesses: 'Bedrifter',
    studentProfile: 'Student profil',
    calendar: 'Kalender',
    students: 'Studenter',
    businessProfile: 'Bedriftsprofil',
    admin: 'Administrasjon',
    schools: 'Skoler',
  },
  footer: {
    aboutHeading: 'Yrkesbro',
    about: 'Om oss',
    contact: 'Kontakt',
    postJob: 'Legg ut en stilling',
    helpHeading: 'Hjelp',
    faq: 'Ofte stilte spørsmål',
    legalHeading: 'Juridisk',
    privacy: 'Personvern',
    terms: 'Vilkår',
    cookies: 'Informasjonskapsler',
    copyright: (year: number) => `© ${year} Yrkesbro – der yrkesfag og arbeidsliv møtes.`,
  },
  // The account deletion banner shows in the layout, on every page.
  deletionBanner: {
    pending: (date: string) => `Kontoen din slettes ${date}.`,
    undo: 'Angre sletting',
  },
} as const;

import { groupThousands } from '@yrkesbro/ui';

/**
 * mf-student's texts for the job search, a job's page and applying, in bokmål. Each feature's catalogue is a module of its
 * own, so a page loads only its own texts; texts shared with the API stay in @yrkesbro/contracts.
 */
export const TEXTS = {
  applyAction: {
    logInToApply: 'Logg inn for å søke',
    applied: 'Du har søkt',
    seeApplications: 'Se søknadene dine',
    apply: 'Søk på stillingen',
  },
  applyDialog: {
    formLabel: 'Søknad',
    title: 'Søk på stillingen',
    intro: (title: string, company: string) =>
      `${title} hos ${company}. Fortell kort hvem du er og hvorfor du vil ha jobben.`,
    coverLetter: 'Søknadsbrev',
    resumeUrl: 'Lenke til CV',
    resumeUrlHint: 'For eksempel en delt lenke fra Google Drive eller OneDrive (https://…).',
    useProfileLink: 'Bruk lenken til Yrkesbro-profilen min',
    cancel: 'Avbryt',
    sending: 'Sender…',
    send: 'Send søknad',
  },
  favoriteButton: {
    removeLabel: (title: string) => `Fjern ${title} fra favoritter`,
    addLabel: (title: string) => `Lagre ${title} som favoritt`,
    saved: 'Lagret som favoritt',
    save: 'Lagre som favoritt',
  },
  jobCard: {
    requirementsLabel: 'Krav',
  },
  detail: {
    seeOpenJobs: 'Se ledige jobber',
    notFoundIntro: 'Stillingen kan være tatt ned, eller lenken er feil.',
    back: 'Tilbake til jobbene',
    location: 'Sted',
    jobType: 'Jobbtype',
    salary: 'Lønn',
    vocation: 'Yrke',
    published: 'Publisert',
    aboutJob: 'Om stillingen',
    requirements: 'Krav',
    aboutBusinessLabel: 'Om bedriften',
    aboutBusiness: 'Om bedriften',
    seeBusinessProfile: 'Se bedriftsprofilen',
    loading: 'Laster jobben',
    pageTitleFallback: 'Jobb',
    applyPageTitle: (job: string) => `Søk på ${job}`,
  },
  list: {
    title: 'Ledige jobber',
    count: (total: number) => (total === 1 ? '1 jobb' : `${groupThousands(total)} jobber`),
    companyTitle: (company: string) => `Jobber hos ${company}`,
    pageDescription: 'Finn ledige læreplasser og jobber innen yrkesfag over hele Norge.',
    sorts: {
      relevance: 'Mest relevant',
      newest: 'Nyeste',
      salary: 'Høyest lønn',
    },
    showAllBusinesses: 'Vis jobber fra alle bedrifter',
    searchLabel: 'Søk i jobber',
    searchPlaceholder: 'Tittel, tekst, ferdighet',
    location: 'Sted',
    locationPlaceholder: 'For eksempel Bergen',
    vocation: 'Yrke',
    chosenVocationCounted: (name = 'Valgt yrke') => `${name} (0)`,
    chosenVocation: 'Valgt yrke',
    jobType: 'Jobbtype',
    allJobTypes: 'Alle jobbtyper',
    sortBy: 'Sorter etter',
    loading: 'Laster jobber',
    clearFilters: 'Nullstill filtre',
    noJobsIntro: 'Prøv et annet søkeord, et annet sted eller færre filtre.',
    saveSearch: 'Lagre søk',
    gridLabel: 'Jobbannonser',
  },
  saveSearch: {
    // The name suggested for a search: what it looks for (job type, yrke, words) and where,
    // 'Læreplass i Trondheim', 'Deltid', 'Trondheim'; all jobs when nothing is chosen.
    suggestedName: (what: string[], place: string) => {
      const described = what.join(', ');
      if (described && place) return `${described} i ${place}`;
      return described || place || 'Alle jobber';
    },
    title: 'Lagre søk',
    name: 'Navn på søket',
    frequency: 'Varsle meg på e-post om nye jobber',
    cancel: 'Avbryt',
    save: 'Lagre',
  },
} as const;

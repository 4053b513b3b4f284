/**
 * The catalogue of the dashboards' parts of the ui lib (see index.ts), in bokmål: apart from the
 * shared entry's catalogue, so that a dashboard's bundle takes nothing from that entry's files.
 */
export const TEXTS = {
  dashboardHeader: {
    signedInAs: (email: string) => `Innlogget som ${email}`,
  },
  dashboardTabs: {
    loading: (tab: string) => `Laster ${tab}`,
    failed: 'Kunne ikke vise fanen. Last inn siden på nytt og prøv igjen.',
  },
  filterSelect: {
    all: 'Alle yrker',
  },
  listPagination: {
    label: 'Sidenavigasjon',
    currentPage: (page: number) => `Side ${page}`,
    goToPage: (page: number) => `Gå til side ${page}`,
    first: 'Første side',
    last: 'Siste side',
    next: 'Neste side',
    previous: 'Forrige side',
  },
  pastLastPage: {
    title: 'Denne siden finnes ikke',
    intro: (counted: string) => `Det finnes ${counted}, fordelt på færre sider enn dette.`,
    firstPage: 'Til første side',
  },
  openedOnce: {
    opening: 'Åpner vinduet',
    failed: 'Kunne ikke åpne vinduet. Last inn siden på nytt og prøv igjen.',
  },
  retryAlert: {
    retry: 'Prøv igjen',
  },
  searchField: {
    label: 'Søk',
  },
} as const;

/**
 * mf-business's texts for its students pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  studentDirectoryPage: {
    title: 'Studentkatalog',
    pageDescription: 'Finn elever og lærlinger etter navn, sted og yrke.',
    intro: 'Finn elever og lærlinger som passer bedriften, og ta kontakt.',
    searchLabel: 'Søk i studenter',
    namePlaceholder: 'Navn',
    city: 'By',
    cityPlaceholder: 'For eksempel Bergen',
    vocation: 'Yrke',
    chosenVocation: 'Valgt yrke',
    choosePlan: 'Velg plan',
    loading: 'Laster studenter',
    resetSearch: 'Nullstill søket',
    count: (total: number) => (total === 1 ? '1 student' : `${total} studenter`),
    listLabel: 'Studenter',
  },
  studentCard: {
    nameMissing: 'Navn ikke oppgitt',
    lookingFor: (lookingFor: string) => `Ser etter: ${lookingFor}`,
    skills: (count: number) => `${count} ${count === 1 ? 'ferdighet' : 'ferdigheter'}`,
    grades: (count: number) => `${count} ${count === 1 ? 'karakter' : 'karakterer'}`,
    badges: (count: number) => `${count} ${count === 1 ? 'badge' : 'badges'}`,
  },
} as const;

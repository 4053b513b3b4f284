/**
 * mf-public's texts for its about pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  page: {
    title: 'Om oss',
    heading: 'Om Yrkesbro',
    tabsLabel: 'Om Yrkesbro for',
    students: 'For studenter',
    businesses: 'For bedrifter',
  },
} as const;

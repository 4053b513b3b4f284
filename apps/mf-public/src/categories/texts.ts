/**
 * mf-public's texts for its categories pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  page: {
    title: (category: string) => `${category} – yrkesfag og læreplasser`,
    programme: (programme: string) => `Utdanningsprogram: ${programme}`,
    professionsTitle: 'Tilgjengelige yrker',
    jobs: 'Se ledige jobber →',
  },
  notFound: {
    title: 'Category not found',
    body: 'The requested category does not exist.',
  },
} as const;

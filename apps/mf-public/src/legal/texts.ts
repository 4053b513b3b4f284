/**
 * mf-public's texts for its legal pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  page: {
    description: (document: string) =>
      `${document} for Yrkesbro – markedsplassen for lærlinger og bedrifter.`,
    updated: (date: string) => `Sist oppdatert ${date}`,
  },
} as const;

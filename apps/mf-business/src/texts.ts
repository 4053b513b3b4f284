/**
 * mf-business's texts for its routes module, in bokmål; each feature's pages have their own
 * catalogue (`dashboard/texts.ts`, `jobs/texts.ts`, …). Texts shared with the API (validation,
 * errors, toasts) stay in @yrkesbro/contracts.
 */
export const TEXTS = {
  routes: {
    analytics: 'Statistikk',
  },
} as const;

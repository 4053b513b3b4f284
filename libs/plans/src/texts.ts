/**
 * The plans lib's message catalogue: every text its own components show, in bokmål. Texts shared
 * with the API (subscription messages, quota usage) stay in @yrkesbro/contracts.
 */
export const TEXTS = {
  favoriteButton: {
    remove: (name: string) => `Fjern ${name} fra favoritter`,
    add: (name: string) => `Legg ${name} til favoritter`,
  },
  planDialog: {
    title: 'Velg plan',
    plansLabel: 'Abonnementsplaner',
    currentPlan: 'Din plan',
    cancel: 'Avbryt',
    pay: 'Gå til betaling',
  },
  upgradePrompt: {
    upgrade: 'Oppgrader plan',
  },
} as const;

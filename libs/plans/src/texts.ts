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
    credit: (current: string, chosen: string, until: string) =>
      `Det som er igjen av ${current}, blir regnet om til ekstra dager på ${chosen}: planen gjelder da til ${until}.`,
    fewer: (chosen: string, current: string, lost: string[]) =>
      `${chosen} har ikke alt ${current} har. Du mister dette så snart du har betalt: ${lost.join(', ').toLowerCase()}.`,
  },
  upgradePrompt: {
    upgrade: 'Oppgrader plan',
  },
} as const;

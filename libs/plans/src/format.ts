const KRONER = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });

/** A plan's yearly price: '10 000 kr per år' (the thousands group never breaks). */
export function yearlyPrice(kroner: number): string {
  return `${KRONER.format(kroner)}\u00a0kr per år`;
}

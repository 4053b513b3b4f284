import { formatKroner } from '@yrkesbro/ui';

/** A plan's yearly price: '10 000 kr per år' (the thousands group never breaks). */
export function yearlyPrice(kroner: number): string {
  return `${formatKroner(kroner)} per år`;
}

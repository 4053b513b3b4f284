import type { CategoryArticle, CategorySlug } from '../types.ts';
import { bygg } from './bygg.ts';
import { elektro } from './elektro.ts';
import { frisor } from './frisor.ts';
import { handverk } from './handverk.ts';
import { helse } from './helse.ts';
import { it } from './it.ts';
import { natur } from './natur.ts';
import { restaurant } from './restaurant.ts';
import { salg } from './salg.ts';
import { teknologi } from './teknologi.ts';

/** The ten career categories, in the order the landing page shows them. */
export const CATEGORY_ARTICLES: CategoryArticle[] = [
  bygg,
  elektro,
  frisor,
  handverk,
  helse,
  it,
  natur,
  restaurant,
  salg,
  teknologi,
];

/** The article whose slug matches exactly, or undefined for an unknown slug. */
export function categoryBySlug(slug: string): CategoryArticle | undefined {
  return CATEGORY_ARTICLES.find((article) => article.slug === slug);
}

export type { CategorySlug };

import { CATEGORY_SLUGS } from '../types.ts';
import type { CategoryArticle, CategorySlug } from '../types.ts';
import { CATEGORY_CARDS } from './cards.ts';

// Each article is a chunk of its own in the browser: a category's page loads its own text, and
// the landing page only the cards.
const LOADERS: Record<CategorySlug, () => Promise<CategoryArticle>> = {
  bygg: () => import('./bygg.ts').then((module) => module.bygg),
  elektro: () => import('./elektro.ts').then((module) => module.elektro),
  frisor: () => import('./frisor.ts').then((module) => module.frisor),
  handverk: () => import('./handverk.ts').then((module) => module.handverk),
  helse: () => import('./helse.ts').then((module) => module.helse),
  it: () => import('./it.ts').then((module) => module.it),
  natur: () => import('./natur.ts').then((module) => module.natur),
  restaurant: () => import('./restaurant.ts').then((module) => module.restaurant),
  salg: () => import('./salg.ts').then((module) => module.salg),
  teknologi: () => import('./teknologi.ts').then((module) => module.teknologi),
};

const NONE: Promise<undefined> = Promise.resolve(undefined);
const loaded = new Map<CategorySlug, Promise<CategoryArticle>>();

function isCategorySlug(slug: string): slug is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(slug);
}

/** The landing page's cards, in its order. */
export const CATEGORY_CARD_LIST = CATEGORY_SLUGS.map((slug) => CATEGORY_CARDS[slug]);

/**
 * The article whose slug matches exactly, or undefined. One promise per article, as React's
 * `use` needs from render to render; a load that failed is asked for anew the next time.
 */
export function loadCategory(slug: string): Promise<CategoryArticle | undefined> {
  if (!isCategorySlug(slug)) return NONE;
  let article = loaded.get(slug);
  if (!article) {
    article = LOADERS[slug]();
    article.catch(() => loaded.delete(slug));
    loaded.set(slug, article);
  }
  return article;
}

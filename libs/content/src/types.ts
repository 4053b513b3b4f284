/** A titled part of an article; paragraphs are plain text (rendered as text, never as HTML). */
export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  /** Optional short list shown after the paragraphs. */
  bullets?: string[];
}

export const CATEGORY_SLUGS = [
  'bygg',
  'elektro',
  'frisor',
  'handverk',
  'helse',
  'it',
  'natur',
  'restaurant',
  'salg',
  'teknologi',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** A trade in a category's 'Tilgjengelige yrker' grid; `searchTerm` feeds the job search. */
export interface Profession {
  name: string;
  searchTerm: string;
  description: string;
}

/** The page /categories/{slug}: a career path through one vocational programme. */
export interface CategoryArticle {
  slug: CategorySlug;
  /** The capitalised name shown as the page title, e.g. 'Elektro'. */
  title: string;
  /** The upper-secondary programme (utdanningsprogram) it follows, e.g. 'Elektro og datateknologi'. */
  programme: string;
  /** One or two sentences for the landing page card and the page's meta description (≤ 160 characters). */
  summary: string;
  /** In this order: education paths, careers, job market, outlook, conclusion. */
  sections: ArticleSection[];
  professions: Profession[];
}

/** What the landing page shows of a category: its card, without the article. */
export type CategoryCard = Pick<CategoryArticle, 'slug' | 'title' | 'summary'>;

/** One question of the apprenticeship FAQ or the platform guide. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string[];
  /** Other words people use for the same thing; they help the assistant find the entry. */
  keywords?: string[];
}

export interface LegalDocument {
  slug: 'privacy' | 'terms' | 'cookies';
  title: string;
  /** ISO date of the last change. */
  updated: string;
  sections: ArticleSection[];
}

import { CATEGORY_ARTICLES } from '@yrkesbro/content';

/**
 * The addresses that look the same to every signed-out visitor, and whose page needs no data from
 * the API to be drawn (the job posting form, say, waits for its lists of trades).
 */
export function prerenderedRoutes(): string[] {
  return [
    '/',
    '/about',
    '/contact',
    '/faq',
    '/privacy',
    '/terms',
    '/cookies',
    ...CATEGORY_ARTICLES.map(({ slug }) => `/categories/${slug}`),
    '/login',
    '/register',
    '/forgot-password',
  ];
}

export * from './types.ts';
export { CATEGORY_ARTICLES, categoryBySlug } from './categories/index.ts';
export { APPRENTICESHIP_FAQ, LANDING_FAQ } from './faq.ts';
export { PLATFORM_GUIDE } from './platform-guide.ts';
export { ABOUT } from './about.ts';
export { LEGAL_DOCUMENTS } from './legal/index.ts';

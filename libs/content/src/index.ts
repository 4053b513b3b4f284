export * from './types.ts';
// Every article at once, for the API's assistant and the build; a page loads one (load.ts).
export { CATEGORY_ARTICLES, categoryBySlug } from './categories/index.ts';
export { CATEGORY_CARDS } from './categories/cards.ts';
export { CATEGORY_CARD_LIST, loadCategory } from './categories/load.ts';
export { APPRENTICESHIP_FAQ, LANDING_FAQ } from './faq.ts';
export { PLATFORM_GUIDE } from './platform-guide.ts';
export { ABOUT } from './about.ts';
export { LEGAL_DOCUMENTS } from './legal/index.ts';

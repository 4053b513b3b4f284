import { number } from './yup-locale.ts';
import { MAX_PAGE, PAGE_MESSAGES } from './pagination.ts';

/** `page` of every paged list: bounded, so no request turns into an overflowing OFFSET. */
export const pageField = () =>
  number()
    .typeError(PAGE_MESSAGES.pageInvalid)
    .integer(PAGE_MESSAGES.pageInvalid)
    .min(1, PAGE_MESSAGES.pageInvalid)
    .max(MAX_PAGE, PAGE_MESSAGES.pageInvalid)
    .default(1);

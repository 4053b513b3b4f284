import { number } from './yup-locale.ts';

/** Lists page through at most this many pages; deeper is a crawler, not a person. */
export const MAX_PAGE = 1000;

export const PAGE_MESSAGES = {
  pageInvalid: `Sidetallet må være et heltall fra 1 til ${MAX_PAGE}`,
} as const;

/** `page` of every paged list: bounded, so no request turns into an overflowing OFFSET. */
export const pageField = () =>
  number()
    .typeError(PAGE_MESSAGES.pageInvalid)
    .integer(PAGE_MESSAGES.pageInvalid)
    .min(1, PAGE_MESSAGES.pageInvalid)
    .max(MAX_PAGE, PAGE_MESSAGES.pageInvalid)
    .default(1);

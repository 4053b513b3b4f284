/** Lists page through at most this many pages; deeper is a crawler, not a person. */
export const MAX_PAGE = 1000;

export const PAGE_MESSAGES = {
  pageInvalid: `Sidetallet må være et heltall fra 1 til ${MAX_PAGE}`,
} as const;

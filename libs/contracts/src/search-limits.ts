/** How long a list's search text may be: the schemas refuse more, the boxes take no more. */
export const SEARCH_TEXT_MAX = 200;
export const PLACE_TEXT_MAX = 120;
export const NAME_TEXT_MAX = 120;

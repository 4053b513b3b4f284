import { TEXTS } from './texts.ts';

const T = TEXTS.pastLastPage;

/**
 * What a list says in place of an empty page when the list itself is not empty: an address with
 * a page past the last (an old link, a list grown shorter since). `counted` is the whole list, as
 * "12 bedrifter". Spread on the shared entry's StatusMessage, with `onAction` to the first page.
 */
export function pastLastPage(counted: string) {
  return { title: T.title, actionLabel: T.firstPage, children: T.intro(counted) };
}

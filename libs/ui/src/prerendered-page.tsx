import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLocation } from './router.ts';
import { TEXTS } from './texts.ts';
import { visuallyHidden } from './visually-hidden.ts';

interface PrerenderedMarkup {
  path: string;
  /** The key the router gives the entry the page was loaded into (kept across a reload). */
  key: string;
  /** Everything in #root: navbar, page and footer. */
  page: string;
  /** The page alone, inside <main>. */
  main: string;
}

let prerendered: PrerenderedMarkup | undefined;

/**
 * The build prerenders the public pages into #root (`data-prerendered` names the path), so the
 * first paint is the page's text and not a spinner. React replaces that markup when it renders;
 * this keeps a copy first, so that what stands in for the page while the session check and the
 * page's code arrive is the same page, unmoved, instead of a loader.
 */
export function capturePrerenderedPage(root: HTMLElement): void {
  const path = root.dataset.prerendered;
  const page = root.querySelector(':scope > [data-prerendered-markup]');
  const main = page?.querySelector('#main');
  const { pathname, search, hash } = window.location;
  // A query or a fragment may change the page (/faq#feriepenger opens that answer), which the
  // build rendered without them.
  if (!path || !page || !main || path !== pathname || search || hash) return;
  // The router's own key for this entry: 'default' on a first visit, the stored one on a reload.
  const state: unknown = window.history.state;
  const key =
    state && typeof state === 'object' && 'key' in state && typeof state.key === 'string'
      ? state.key
      : 'default';
  prerendered = { path, key, page: page.innerHTML, main: main.innerHTML };
}

function usePrerendered(): PrerenderedMarkup | undefined {
  const location = useLocation();
  if (prerendered && (location.key !== prerendered.key || location.pathname !== prerendered.path)) {
    // Once the visitor has moved on, the markup is history: coming back shows the live page.
    prerendered = undefined;
  }
  return prerendered;
}

/**
 * The markup as the build wrote it (prerendered-html.ts wraps it the same way): seen, but not yet
 * to be used. It is inert and hidden from assistive technology, so that no focus, click or
 * screen reader's place is lost when React puts the live page in its stead; a hidden status says
 * the page is loading, as the loader it stands in for did.
 */
function Markup({ html }: { html: string }) {
  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {TEXTS.pageLoader.loading}
      </Box>
      <div
        data-prerendered-markup=""
        inert
        aria-hidden="true"
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}

/** The whole prerendered page (navbar and footer too) on the first load, else `fallback`. */
export function PrerenderedPageOr({ fallback }: { fallback: ReactNode }) {
  const markup = usePrerendered();
  return markup ? <Markup html={markup.page} /> : fallback;
}

/** The prerendered page's content on the first load, else `fallback`. */
export function PrerenderedMainOr({ fallback }: { fallback: ReactNode }) {
  const markup = usePrerendered();
  return markup ? <Markup html={markup.main} /> : fallback;
}

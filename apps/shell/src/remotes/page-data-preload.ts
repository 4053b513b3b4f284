import { jobSearchFromAddress, jobSearchPath } from '@yrkesbro/contracts';
import type { RemotePageTarget } from '@yrkesbro/federation';

/**
 * The API call a remote's page makes first, by page, from its address. It has to be the very
 * request the page makes (path and query alike, in the same order), or the browser asks twice;
 * so both build it with the same function.
 */
const FIRST_CALLS: Partial<Record<string, (params: URLSearchParams) => string>> = {
  'mf_student/jobs': (params) => jobSearchPath(jobSearchFromAddress(params)),
};

/** The API address the page at `target` asks for first, if known, for the query `search`. */
export function firstCallOf({ remote, page }: RemotePageTarget, search: string): string | null {
  const path = FIRST_CALLS[`${remote}/${page}`]?.(new URLSearchParams(search));
  return path ? `/api${path}` : null;
}

/**
 * Preloads an API call as the api client makes it (`fetchBaseQuery`, cookies included), so the
 * browser hands this answer to that request instead of asking again. Once per address: index.html's
 * early script runs `async`, before or after the shell's, and both ask for the session check.
 */
export function preloadApiCall(href: string): void {
  const preloads = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if ([...preloads].some((preload) => preload.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', 'use-credentials');
  link.href = href;
  document.head.append(link);
}

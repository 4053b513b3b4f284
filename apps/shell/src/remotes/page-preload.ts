import { PAGE_CHUNKS_FILE, pageChunksOf, routesChunksOf } from '@yrkesbro/federation';
import type { RemotePageTarget } from '@yrkesbro/federation';

// What index.html's early script and the shell's scripts share on the page: two bundles, one
// window. Whichever asks first asks for both.
interface EarlyState {
  remotesManifest?: Promise<unknown>;
  preloadedPages?: Set<string>;
}
const shared = (): EarlyState => {
  const holder = window as unknown as { __yrkesbroEarly?: EarlyState };
  holder.__yrkesbroEarly ??= {};
  return holder.__yrkesbroEarly;
};

/**
 * `/remotes.json`, asked for once in a tab: index.html preloads it, and the browser hands a
 * preloaded answer to one request only.
 */
export function remotesManifestJson(): Promise<unknown> {
  const state = shared();
  state.remotesManifest ??= fetch('/remotes.json').then((response) => response.json());
  return state.remotesManifest;
}

/**
 * True the first time a remote's page is asked for in a tab, whether that worked or not: a page
 * shown again finds its chunks in the browser's cache, or loads them itself.
 */
export function firstPreloadOf({ remote, page }: RemotePageTarget): boolean {
  const state = shared();
  state.preloadedPages ??= new Set();
  const key = `${remote}/${page}`;
  if (state.preloadedPages.has(key)) return false;
  state.preloadedPages.add(key);
  return true;
}

/** Gives back a page taken by `firstPreloadOf` but not asked for after all. */
export function forgetPreloadOf({ remote, page }: RemotePageTarget): void {
  shared().preloadedPages?.delete(`${remote}/${page}`);
}

/**
 * Asks for the chunks a remote's `./routes` module needs (from its `mf-manifest.json`) and those
 * of the page (its `page-chunks.json`) together: the federation runtime would find them one
 * import at a time, a round trip each, and React the page's chunk only after the routes module
 * had run and rendered.
 */
export function preloadPageChunks(entry: URL, page: string): Promise<void> {
  return Promise.all([
    preloadChunks(new URL('mf-manifest.json', entry), routesChunksOf),
    preloadChunks(new URL(PAGE_CHUNKS_FILE, entry), (json) => pageChunksOf(json, page)),
  ]).then(() => undefined);
}

/** Adds a `modulepreload` link for `href`. */
export function preloadModule(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

async function preloadChunks(list: URL, filesOf: (json: unknown) => string[]): Promise<void> {
  try {
    const response = await fetch(list);
    if (!response.ok) return;
    const files = filesOf(await response.json());
    const asked = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => link.href,
      ),
    );
    for (const file of files) {
      const href = new URL(file, list).href;
      if (!asked.has(href)) preloadModule(href);
    }
  } catch {
    // Without the list the runtime still finds every chunk, only later.
  }
}

// Runs in Node at build time (vite ssrLoadModule), never in the browser.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createAppStore, sessionEnded } from '@yrkesbro/api-client';
import type { AppStore } from '@yrkesbro/api-client';
import type { RemoteName, RemoteRoutesModule } from '@yrkesbro/federation';
import { PageHeadContext } from '@yrkesbro/ui';
import type { PageHead } from '@yrkesbro/ui';
import { prerenderToNodeStream } from 'react-dom/static';
// In Node every import is one module, so the router comes straight from its package here.
import { StaticRouter } from 'react-router-dom';
import { AppPages, AppProviders } from '../src/app.tsx';
import { provideLocalRemoteModules } from '../src/remotes/remote-registry.ts';

export interface RenderedRoute {
  /** The markup of #root. */
  html: string;
  /** Every emotion rule the page uses, for one <style> in the head. */
  css: string;
  /** The emotion names of those rules, which tell the browser's emotion they are in place. */
  styleNames: string[];
  head: PageHead | undefined;
}

/** Renders one address as a signed-out visitor sees it. */
export function renderRoute(
  url: string,
  remotes: Partial<Record<RemoteName, RemoteRoutesModule>>,
): Promise<RenderedRoute> {
  provideLocalRemoteModules(remotes);
  const store = createAppStore();
  store.dispatch(sessionEnded());
  return render(store, url);
}

/**
 * What every address that is not prerendered shows first, to anyone: the session check's
 * loader (AuthGate), until the API has said who is signed in.
 */
export function renderSessionCheck(): Promise<RenderedRoute> {
  return render(createAppStore(), '/');
}

/**
 * Renders the app at `url` with `store`. It waits for every lazy page and remote
 * (react-dom/static), and collects emotion's rules instead of writing them inline.
 */
async function render(store: AppStore, url: string): Promise<RenderedRoute> {
  const cache = createCache({ key: 'css' });
  // With compat set, emotion on the server stores each rule in cache.inserted instead of
  // writing a <style> next to every element.
  cache.compat = true;
  let head: PageHead | undefined;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <PageHeadContext.Provider value={(next) => (head = next)}>
        <AppProviders store={store}>
          <StaticRouter location={url}>
            <AppPages />
          </StaticRouter>
        </AppProviders>
      </PageHeadContext.Provider>
    </CacheProvider>,
    {
      onError: (error) => void errors.push(error),
      // A page whose markup is larger than the chunk size would be sent as a fallback and a
      // script that swaps the page in, which the CSP forbids: the whole page goes inline.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  // React would leave the failed part to the browser; a build that ships half a page should fail.
  if (errors.length > 0) throw new AggregateError(errors, `Kunne ikke forhåndsrendre ${url}`);
  // Decoded as a stream: a chunk may end inside the two bytes of an æ, ø or å.
  prelude.setEncoding('utf8');
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return {
    html,
    css: rules.map(([, rule]) => rule).join(''),
    styleNames: rules.map(([name]) => name),
    head,
  };
}

export { prerenderedRoutes } from './prerendered-routes.ts';
export { remotePageAt } from '../src/routing/route-table.ts';

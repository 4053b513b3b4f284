import { selectAuth } from '@yrkesbro/api-client';
import type { AppStore } from '@yrkesbro/api-client';
import { preloadPageCode } from '../remotes/remote-page.tsx';
import { preloadRemote } from '../remotes/remote-registry.ts';
import type { PageDataStart } from '../remotes/remote-registry.ts';
import { watchLinkIntent } from './link-intent.ts';
import { pageAddressAt, pageShownAt } from './route-table.ts';
import type { ShownPage } from './route-table.ts';
import { preloadShellPage } from './shell-pages.tsx';

/** Starts loading the code of a remote's or the shell's page, and with `data` its first data. */
export function preloadPage(shown: ShownPage | undefined, data?: PageDataStart): void {
  if (!shown) return;
  if ('shell' in shown) {
    preloadShellPage(shown.shell);
  } else {
    preloadRemote(shown, data);
    preloadPageCode(shown);
  }
}

/**
 * Loads the page a link leads to once the visitor shows they may follow it (link-intent.ts): its
 * code, so that the page shows on the click without waiting for its chunks (the first page of
 * another remote waited for them over several round trips), and the data its remote starts
 * ahead (`prefetchPage`), so that it shows without its skeletons. The data only once the session
 * check has answered: asked before, a signed-in page's call could be refused, and a refused call
 * ends the session (base-query.ts). Not for a visitor whose browser asks to save data. Returns
 * what stops it.
 */
export function preloadPagesOnLinkIntent(store: AppStore): () => void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return () => {};
  return watchLinkIntent(document, ({ pathname, search }) => {
    const { initialCheckComplete, isAuthenticated, user } = selectAuth(store.getState());
    const signedIn = initialCheckComplete ? isAuthenticated : undefined;
    preloadPage(
      pageShownAt(pathname, { signedIn, role: user?.role }),
      initialCheckComplete
        ? { address: pageAddressAt(pathname, search), dispatch: store.dispatch }
        : undefined,
    );
  });
}

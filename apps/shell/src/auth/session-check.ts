import { authApi } from '@yrkesbro/api-client';
import type { AppStore } from '@yrkesbro/api-client';
import { SESSION_CHECK } from '../../vite/early-head.ts';
import { preloadApiCall } from '../remotes/page-data-preload.ts';

/**
 * Asks who is signed in, and settles once the store has the answer or `waitMs` has passed,
 * whichever comes first; a store that starts checked (the API's cookie said nobody is signed in)
 * asks nothing. Before the app's first render: index.html's early script asked the API at once,
 * so the answer is usually in by the time the shell runs, and the first render then renders the
 * page, where it would otherwise render a loader that the answer replaces at once.
 */
export async function sessionCheckedWithin(store: AppStore, waitMs: number): Promise<void> {
  if (store.getState().auth.initialCheckComplete) return;
  // As index.html's early script asks, so that the browser answers the call below from it: the
  // early script runs async and may come after the shell, and the API would be asked twice.
  preloadApiCall(SESSION_CHECK);
  const check = store.dispatch(authApi.endpoints.me.initiate());
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([check, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  // AuthGate asks from here on while the answer is still out (and joins this request).
  check.unsubscribe();
}

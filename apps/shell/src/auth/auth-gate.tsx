import { selectAuth, useAppSelector, useMeQuery } from '@yrkesbro/api-client';
import { FullScreenLoader, PrerenderedPageOr } from '@yrkesbro/ui';
import { useDeferredValue, type ReactNode } from 'react';

/**
 * Asks the API who is signed in, once, unless the store started signed out (the API's cookie
 * said so, `createStartingStore`). Until it has answered, a prerendered page stays as the build
 * wrote it; any other address says 'Loading...'.
 *
 * The answer reaches the store as a synchronous update, and the whole app mounts behind it: taken
 * at once, that was one long task on a slow phone. Deferred, React mounts it in short slices
 * between the browser's other work; a store that starts with the answer mounts the app at once.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isAuthenticated, initialCheckComplete } = useAppSelector(selectAuth);
  useMeQuery(undefined, { skip: isAuthenticated || initialCheckComplete });
  const checked = useDeferredValue(initialCheckComplete);
  if (!checked) return <PrerenderedPageOr fallback={<FullScreenLoader />} />;
  return children;
}

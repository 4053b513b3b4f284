import { selectAuth, useAppSelector, useMeQuery } from '@yrkesbro/api-client';
import { FullScreenLoader, PrerenderedPageOr } from '@yrkesbro/ui';
import type { ReactNode } from 'react';

/**
 * Asks the API who is signed in, once, unless the store started signed out (the API's cookie
 * said so, `createStartingStore`). Until it has answered, a prerendered page stays as the build
 * wrote it; any other address says 'Loading...'.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isAuthenticated, initialCheckComplete } = useAppSelector(selectAuth);
  useMeQuery(undefined, { skip: isAuthenticated || initialCheckComplete });
  if (!initialCheckComplete) return <PrerenderedPageOr fallback={<FullScreenLoader />} />;
  return children;
}

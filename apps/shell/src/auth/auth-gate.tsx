import { selectAuth, useAppSelector, useMeQuery } from '@yrkesbro/api-client';
import { FullScreenLoader } from '@yrkesbro/ui';
import type { ReactNode } from 'react';

/** Asks the API who is signed in, once, and shows 'Loading...' until it has answered. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isAuthenticated, initialCheckComplete } = useAppSelector(selectAuth);
  useMeQuery(undefined, { skip: isAuthenticated });
  if (!initialCheckComplete) return <FullScreenLoader />;
  return children;
}

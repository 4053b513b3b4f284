import { selectAuth, useAppSelector } from '@yrkesbro/api-client';
import { dashboardPathFor } from '@yrkesbro/contracts';
import { FullScreenLoader, Navigate, useLocation } from '@yrkesbro/ui';
import type { ReactNode } from 'react';
import type { Location } from '@yrkesbro/ui';
import type { Access } from './route-table.ts';

/**
 * Navigation guards. They only decide what to show; the API enforces every rule again,
 * so a hand-typed URL or a crafted request gets nothing it should not.
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const { isAuthenticated, user, initialCheckComplete, isLoading } = useAppSelector(selectAuth);
  const location = useLocation();

  if (access === 'public') return children;
  if (!initialCheckComplete || (isLoading && !isAuthenticated && access !== 'guest')) {
    return <FullScreenLoader />;
  }
  if (access === 'guest') {
    if (!isAuthenticated) return children;
    // Signing in re-renders /login before its own redirect runs: go where the person was going.
    const from = (location.state as { from?: Location } | null)?.from;
    return (
      <Navigate
        to={from ? `${from.pathname}${from.search}${from.hash}` : dashboardPathFor(user?.role)}
        replace
      />
    );
  }
  if (!isAuthenticated) {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  const roles: readonly string[] = typeof access === 'string' ? [access] : access;
  if (access !== 'auth' && !roles.includes(user?.role ?? '')) {
    return <Navigate to="/login" replace />;
  }
  return children;
}

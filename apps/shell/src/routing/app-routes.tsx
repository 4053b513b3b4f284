import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { dashboardPathFor } from '@yrkesbro/contracts';
import {
  NotFoundPage,
  Navigate,
  PageLoader,
  Route,
  Routes,
  ShownPage,
  WhenLoaded,
} from '@yrkesbro/ui';
import type { RolePageKey, RoleRemoteName } from '@yrkesbro/federation';
import { useEffect } from 'react';
import { reloadPage } from '../remotes/reload-page.ts';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary.tsx';
import { preloadPageCode, RemotePage } from '../remotes/remote-page.tsx';
import { preloadRemote } from '../remotes/remote-registry.ts';
import { Guard } from './guards.tsx';
import { holdNavigationFor, useNavigationStarting } from './navigation-hold.ts';
import { remoteForRole, ROUTE_TABLE } from './route-table.ts';
import type { RouteTarget, ShellPage } from './route-table.ts';
import { shellPageCode, shellPageCodeAsked } from './shell-pages.tsx';

export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map(({ path, access, target }) => (
        <Route
          key={path}
          path={path}
          element={
            <Guard access={access}>
              <Target target={target} />
            </Guard>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function Target({ target }: { target: RouteTarget }) {
  const user = useAppSelector(selectCurrentUser);
  if ('shell' in target) return <ShellRoute page={target.shell} />;
  if ('byRole' in target) return <RolePage remote={remoteForRole(user?.role)} page={target.page} />;
  return <RemotePage {...target} />;
}

/**
 * A page every role has (the calendar) from the signed-in person's remote. Which remote is known
 * only once the session check has answered, so its page's chunks are asked for here, alongside
 * the routes module the page is waiting for, and not at start as for other addresses.
 */
function RolePage({ remote, page }: { remote: RoleRemoteName; page: RolePageKey }) {
  useEffect(() => {
    preloadRemote({ remote, page });
    preloadPageCode({ remote, page });
  }, [remote, page]);
  return <RemotePage remote={remote} page={page} />;
}

function ShellRoute({ page }: { page: ShellPage }) {
  const user = useAppSelector(selectCurrentUser);
  const starting = useNavigationStarting();
  if (page === 'dashboard-redirect') {
    return (
      <Navigate
        to={user?.role === 'student' ? '/student/dashboard' : dashboardPathFor('business')}
        replace
      />
    );
  }
  // As a remote's page does (remotes/remote-page.tsx): a link's navigation, whose code the link's
  // intent asked for ahead, waits on the page it leaves until that code is in.
  const askedAhead = shellPageCodeAsked(page);
  if (starting && askedAhead) holdNavigationFor(askedAhead);
  // Keyed by page, so that a page whose chunk failed leaves its error behind: the next page starts
  // afresh. A chunk that failed to arrive stays failed in the browser until a reload.
  return (
    <RemoteErrorBoundary key={page} onRetry={reloadPage}>
      <WhenLoaded load={shellPageCode(page)} fallback={<PageLoader />}>
        {(Page) => <ShownPage page={Page} />}
      </WhenLoaded>
    </RemoteErrorBoundary>
  );
}

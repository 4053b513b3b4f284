import type {
  RemoteName,
  RemotePageProps,
  RemotePageTarget,
  RemoteRoutesModule,
} from '@yrkesbro/federation';
import { PageLoader, suspendingLoad, WhenLoaded } from '@yrkesbro/ui';
import type { SuspendingLoad } from '@yrkesbro/ui';
import { Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { holdNavigationFor, useNavigationStarting } from '../routing/navigation-hold.ts';
import { federationFailed } from './federation.ts';
import { reloadPage } from './reload-page.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { loadRemoteRoutes, reRegisterRemote } from './remote-registry.ts';

const routesByRemote = new Map<RemoteName, SuspendingLoad<RemoteRoutesModule>>();
const codeByPage = new Map<string, SuspendingLoad<void>>();
const pageKey = ({ remote, page }: RemotePageTarget) => `${remote}/${page}`;

/**
 * A remote's routes module, with the code of the first page the shell shows of it: that page then
 * renders in the same commit as the routes module, where its page switch would otherwise show a
 * loader of its own and the page a render later. Its other pages load as they are wanted.
 */
function routesOf({ remote, page }: RemotePageTarget): SuspendingLoad<RemoteRoutesModule> {
  let routes = routesByRemote.get(remote);
  if (!routes) {
    routes = suspendingLoad(async () => {
      const module = await loadRemoteRoutes(remote);
      await module.default.preload?.(page);
      return module;
    });
    routesByRemote.set(remote, routes);
  }
  return routes;
}

/** All the code a page of a remote needs: the remote's routes module and the page's own. */
function pageCodeOf(target: RemotePageTarget): SuspendingLoad<void> {
  const key = pageKey(target);
  let code = codeByPage.get(key);
  if (!code) {
    code = suspendingLoad(async () => {
      const module = await routesOf(target).load();
      await module.default.preload?.(target.page);
    });
    codeByPage.set(key, code);
  }
  return code;
}

/**
 * Loads a page's code ahead, so that a navigation to it finds the code in and renders at once. A
 * page's code that failed is asked for again when the page is shown.
 */
export function preloadPageCode(target: RemotePageTarget): void {
  const key = pageKey(target);
  const code = pageCodeOf(target);
  code.load().catch(() => {
    if (codeByPage.get(key) === code) codeByPage.delete(key);
  });
}

function forgetCodeOf(remote: RemoteName) {
  routesByRemote.delete(remote);
  for (const key of codeByPage.keys()) if (key.startsWith(`${remote}/`)) codeByPage.delete(key);
}

function RemoteRoutes(target: RemotePageTarget) {
  return (
    <WhenLoaded load={routesOf(target)} fallback={<PageLoader />}>
      {(routes) => {
        const Component = routes.default as ComponentType<RemotePageProps>;
        return <Component page={target.page} />;
      }}
    </WhenLoaded>
  );
}

let retries = 0;

/** Renders one page of a remote, isolated: if the remote is down or throws, only this area says so. */
export function RemotePage(target: RemotePageTarget) {
  const { remote, page } = target;
  const [attempt, setAttempt] = useState(0);
  // A link's navigation, whose code the link's intent asked for ahead, waits on the page it leaves
  // until that code is in. The first page of a visit, a navigation made in code (after a form's
  // submit), a redirect, back and forward, and a retry show their loader meanwhile.
  const starting = useNavigationStarting();
  const askedAhead = codeByPage.get(pageKey(target));
  if (starting && askedAhead) holdNavigationFor(askedAhead);
  const retry = () => {
    // The federation host's own chunks failed: asked for again in place, they would fail again.
    if (federationFailed()) {
      reloadPage();
      return;
    }
    retries += 1;
    forgetCodeOf(remote);
    reRegisterRemote(remote, retries);
    setAttempt((n) => n + 1);
  };
  return (
    // The key resets the boundary when the route or the attempt changes.
    <RemoteErrorBoundary key={`${remote}:${page}:${attempt}`} onRetry={retry}>
      <Suspense fallback={<PageLoader />}>
        <RemoteRoutes {...target} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

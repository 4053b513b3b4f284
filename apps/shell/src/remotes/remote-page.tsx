import type { RemoteName, RemotePageProps, RemotePageTarget } from '@yrkesbro/federation';
import { PageLoader } from '@yrkesbro/ui';
import { lazy, Suspense, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { federationFailed } from './federation.ts';
import { reloadPage } from './reload-page.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { loadRemoteRoutes, reRegisterRemote } from './remote-registry.ts';

type RemoteComponent = LazyExoticComponent<ComponentType<RemotePageProps>>;
const components = new Map<RemoteName, RemoteComponent>();

function remoteComponent(name: RemoteName): RemoteComponent {
  let component = components.get(name);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemoteRoutes(name);
      return { default: module.default as ComponentType<RemotePageProps> };
    });
    components.set(name, component);
  }
  return component;
}

let retries = 0;

/** Renders one page of a remote, isolated: if the remote is down or throws, only this area says so. */
export function RemotePage({ remote, page }: RemotePageTarget) {
  const [attempt, setAttempt] = useState(0);
  const Component = remoteComponent(remote);
  const retry = () => {
    // The federation host's own chunks failed: asked for again in place, they would fail again.
    if (federationFailed()) {
      reloadPage();
      return;
    }
    retries += 1;
    components.delete(remote);
    reRegisterRemote(remote, retries);
    setAttempt((n) => n + 1);
  };
  return (
    // The key resets the boundary when the route or the attempt changes.
    <RemoteErrorBoundary key={`${remote}:${page}:${attempt}`} onRetry={retry}>
      <Suspense fallback={<PageLoader />}>
        <Component page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

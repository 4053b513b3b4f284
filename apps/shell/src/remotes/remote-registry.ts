import {
  REMOTE_NAMES,
  REMOTE_ROUTES_EXPOSE,
  defaultRemotesManifest,
  parseRemotesManifest,
} from '@yrkesbro/federation';
import type { ModuleFederation } from '@module-federation/runtime';
import type {
  PageAddress,
  RemoteName,
  RemotePageTarget,
  RemoteRoutesModule,
  RemotesManifest,
  StoreDispatch,
} from '@yrkesbro/federation';
import { federation } from './federation.ts';
import { loadMuiCore } from './mui-core.ts';
import { preloadPageShares } from './on-demand-shares.ts';
import { firstPreloadOf, preloadPageChunks, remotesManifestJson } from './page-preload.ts';

let manifest: RemotesManifest = defaultRemotesManifest();
let manifestRead: Promise<void> | undefined;
let registration: Promise<ModuleFederation> | undefined;
const freshEntries = new Map<RemoteName, string>();
let localModules: Partial<Record<RemoteName, RemoteRoutesModule>> = {};

/**
 * Prerendering at build time runs without the federation runtime or any remote's server: it
 * hands in the remotes' modules from their source instead.
 */
export function provideLocalRemoteModules(
  modules: Partial<Record<RemoteName, RemoteRoutesModule>>,
): void {
  localModules = modules;
}

/**
 * Reads `/remotes.json` (deploy-time addresses), once. The shell renders meanwhile; only a
 * remote's page waits for it.
 */
export function readRemotesManifest(): Promise<void> {
  manifestRead ??= (async () => {
    try {
      manifest = parseRemotesManifest(await remotesManifestJson());
    } catch (error) {
      // Each remote's own error boundary reports the failure; the shell itself keeps working.
      console.error('Kunne ikke lese remotes.json, bruker lokale standardadresser', error);
    }
  })();
  return manifestRead;
}

/** The federation host with every remote registered, once the first remote is wanted. */
function remotesHost(): Promise<ModuleFederation> {
  registration ??= Promise.all([federation(), readRemotesManifest()])
    .then(([host]) => {
      host.registerRemotes(
        REMOTE_NAMES.map((name) => ({ name, entry: manifest[name], type: 'module' })),
      );
      return host;
    })
    .catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
  return registration;
}

export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  const local = localModules[name];
  if (local) return local;
  // The remote takes the shell's MUI core once its chunks run; a failure leaves it its own.
  loadMuiCore().catch(() => undefined);
  const host = await remotesHost();
  const fresh = freshEntries.get(name);
  if (fresh) {
    freshEntries.delete(name);
    host.registerRemotes([{ name, entry: fresh, type: 'module' }], { force: true });
  }
  const module = await host.loadRemote<RemoteRoutesModule>(
    `${name}/${REMOTE_ROUTES_EXPOSE.slice(2)}`,
  );
  if (!module?.default) throw new Error(`${name} eksponerer ikke ${REMOTE_ROUTES_EXPOSE}`);
  return module;
}

/** The page's address and the store's dispatch, for a page's data to start with its code. */
export interface PageDataStart {
  address: PageAddress;
  dispatch: StoreDispatch;
}

/**
 * Starts loading a remote's page ahead of React: for a page every role has once the session
 * check names the remote (app-routes.tsx), and for the page the address shows, unless
 * index.html's early script (early-preload.ts) has already asked for it. Its chunks are asked
 * for together (`preloadPageChunks`), with the shell's forms libraries if the page imports them
 * (`preloadPageShares`), and the runtime starts on the remote. With `data`, the page's first API
 * call starts as soon as the remote's routes module has run (its `prefetchPage`). The page's own
 * code is remote-page.tsx's to load (`preloadPageCode`).
 */
export function preloadRemote(target: RemotePageTarget, data?: PageDataStart): void {
  if (localModules[target.remote]) return;
  const askForChunks = firstPreloadOf(target);
  void readRemotesManifest().then(() => {
    const entry = new URL(manifest[target.remote], window.location.href);
    if (askForChunks) void preloadPageChunks(entry, target.page);
    // Also when the early script asked for the chunks: only the shell can load its shares.
    void preloadPageShares(entry, target.page);
    // A failure here, of the remote or of its prefetch, is the page's to report: it loads the
    // remote again, and asks for its data, when it renders.
    return loadRemoteRoutes(target.remote)
      .then((module) => {
        if (data) module.prefetchPage?.(target.page, data.address, data.dispatch);
      })
      .catch(() => undefined);
  });
}

/**
 * Has the remote's next load register it again under a fresh URL. The browser remembers a failed
 * module import for its URL, so a retry after an outage must ask for a new one.
 */
export function reRegisterRemote(name: RemoteName, attempt: number): void {
  const entry = new URL(manifest[name], window.location.href);
  entry.searchParams.set('retry', String(attempt));
  freshEntries.set(name, entry.toString());
}

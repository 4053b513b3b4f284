import { loadRemote, registerRemotes } from '@module-federation/runtime';
import {
  PAGE_CHUNKS_FILE,
  REMOTE_NAMES,
  REMOTE_ROUTES_EXPOSE,
  defaultRemotesManifest,
  pageChunksOf,
  parseRemotesManifest,
  routesChunksOf,
} from '@yrkesbro/federation';
import type {
  RemoteName,
  RemotePageTarget,
  RemoteRoutesModule,
  RemotesManifest,
} from '@yrkesbro/federation';

let manifest: RemotesManifest = defaultRemotesManifest();
let registration: Promise<void> | undefined;
let localModules: Partial<Record<RemoteName, RemoteRoutesModule>> = {};
// Each page's chunks are asked for once in a tab, whether that worked or not: a page shown again
// finds them in the browser's cache, or loads them itself as any page does without a preload.
const preloaded = new Set<string>();

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
 * Reads `/remotes.json` (deploy-time addresses) and registers every remote with the runtime,
 * once. The shell renders meanwhile; only a remote's page waits for it (`loadRemoteRoutes`).
 */
export function registerRemotesFromManifest(): Promise<void> {
  registration ??= (async () => {
    try {
      // The default cache mode, so the page's preload answers it; the server forbids storing it.
      const response = await fetch('/remotes.json');
      manifest = parseRemotesManifest(await response.json());
    } catch (error) {
      // Each remote's own error boundary reports the failure; the shell itself keeps working.
      console.error('Kunne ikke lese remotes.json, bruker lokale standardadresser', error);
    }
    registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifest[name], type: 'module' })));
  })();
  return registration;
}

export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  const local = localModules[name];
  if (local) return local;
  await registerRemotesFromManifest();
  const module = await loadRemote<RemoteRoutesModule>(`${name}/${REMOTE_ROUTES_EXPOSE.slice(2)}`);
  if (!module?.default) throw new Error(`${name} eksponerer ikke ${REMOTE_ROUTES_EXPOSE}`);
  return module;
}

/**
 * Starts loading a remote's page ahead of React: at start for the page the address shows, while
 * the session check is still out, and for a page every role has once the check names the remote
 * (app-routes.tsx). The chunks its `./routes` module needs (from the remote's
 * `mf-manifest.json`) and those of the page itself (its `page-chunks.json`) are asked for
 * together: the federation runtime would find them one import at a time, a round trip each (six
 * on the way to mf-student's job search), and React the page's chunk only after the routes
 * module had run and rendered.
 */
export function preloadRemote({ remote: name, page }: RemotePageTarget): void {
  const key = `${name}/${page}`;
  if (localModules[name] || preloaded.has(key)) return;
  preloaded.add(key);
  void registerRemotesFromManifest().then(() => {
    const entry = new URL(manifest[name], window.location.href);
    void preloadChunks(new URL('mf-manifest.json', entry), routesChunksOf);
    void preloadChunks(new URL(PAGE_CHUNKS_FILE, entry), (json) => pageChunksOf(json, page));
    // A failure here is the page's to report: it loads the remote again when it renders.
    return loadRemoteRoutes(name).catch(() => undefined);
  });
}

async function preloadChunks(list: URL, filesOf: (json: unknown) => string[]): Promise<void> {
  try {
    const response = await fetch(list);
    if (!response.ok) return;
    const files = filesOf(await response.json());
    const asked = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => link.href,
      ),
    );
    for (const file of files) {
      const href = new URL(file, list).href;
      if (asked.has(href)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  } catch {
    // Without the list the runtime still finds every chunk, only later.
  }
}

/**
 * Registers a remote again under a fresh URL. The browser remembers a failed module import
 * for its URL, so a retry after an outage must ask for a new one.
 */
export function reRegisterRemote(name: RemoteName, attempt: number): void {
  const entry = new URL(manifest[name], window.location.href);
  entry.searchParams.set('retry', String(attempt));
  registerRemotes([{ name, entry: entry.toString(), type: 'module' }], { force: true });
}

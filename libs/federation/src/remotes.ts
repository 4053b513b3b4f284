import { ON_DEMAND_SHARE_NAMES, type OnDemandShare } from './on-demand-shares.ts';

/**
 * The contract between the shell and its remotes. Each remote exposes one module, `./routes`,
 * whose default export renders the page the shell asks for by key; the shell owns the URL,
 * the guards and the layout, the remote owns what is drawn inside.
 */
export const REMOTES = {
  mf_public: { app: 'mf-public', port: 4201 },
  mf_student: { app: 'mf-student', port: 4202 },
  mf_business: { app: 'mf-business', port: 4203 },
  mf_admin: { app: 'mf-admin', port: 4204 },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The module every remote exposes. */
export const REMOTE_ROUTES_EXPOSE = './routes';

export interface RemotePageProps<Key extends string = string> {
  /** Which of the remote's pages to render, from the shell's route table. */
  page: Key;
}

/** What a remote's `./routes` module exports. */
export interface RemoteRoutesModule<Key extends string = string> {
  default: ((props: RemotePageProps<Key>) => unknown) & {
    /**
     * Loads the code of `page`. The shell awaits it for the first page of a remote it shows, so
     * that page renders in one commit with the remote's routes instead of after a loader of its own.
     */
    preload?(page: Key): Promise<void>;
  };
  /**
   * Starts the first API call of `page` at `address` into the product's one store, through its
   * `dispatch`. The shell calls it as soon as it has this module: for the page the address shows,
   * so the page's first render has its data instead of skeletons, and for the page a link leads
   * to once the visitor shows they may follow it, so the data is on its way before the click. A
   * remote starts only calls that change nothing on the server (no view counted, no quota used),
   * and a signed-in page's calls only for someone the store knows to be signed in: on a first
   * load the session check may not have answered yet.
   */
  prefetchPage?(page: Key, address: PageAddress, dispatch: StoreDispatch): void;
}

/** Where a page is shown: its route's parameters (`/jobs/:uuid`) and the address's query. */
export interface PageAddress {
  params: Readonly<Record<string, string>>;
  search: string;
}

/**
 * The product's store's dispatch as the shell hands it over; the remote takes it as the api
 * client's `AppDispatch`, which this contract does not know.
 */
export type StoreDispatch = (action: never) => unknown;

/** `remotes.json`, served next to the shell: where each remote's entry lives right now. */
export type RemotesManifest = Record<RemoteName, string>;

export function defaultRemotesManifest(host = 'http://localhost'): RemotesManifest {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `${host}:${REMOTES[name].port}/remoteEntry.js`]),
  ) as RemotesManifest;
}

/** Reads a manifest, refusing anything that does not name every remote with a URL. */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (typeof value !== 'object' || value === null) {
    throw new Error('remotes.json må være et objekt');
  }
  const record = value as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    const entry = record[name];
    if (typeof entry !== 'string' || !/^(https?:\/\/|\/)/.test(entry)) {
      throw new Error(`remotes.json mangler en gyldig adresse for ${name}`);
    }
  }
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, record[name]])) as RemotesManifest;
}

/**
 * The chunks a remote's `./routes` module imports before it can run, from the `mf-manifest.json`
 * its build writes next to `remoteEntry.js`, relative to that file. Anything unexpected gives
 * none: preloading is only a head start.
 */
export function routesChunksOf(manifest: unknown): string[] {
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const routes = exposes.find(
    (expose: { path?: unknown }) => expose?.path === REMOTE_ROUTES_EXPOSE,
  ) as { assets?: { js?: { sync?: unknown } } } | undefined;
  const sync = routes?.assets?.js?.sync;
  return Array.isArray(sync) ? sync.filter((file) => typeof file === 'string') : [];
}

/** Written by each remote's build next to `remoteEntry.js`: each page's chunks (page-chunks-plugin.ts). */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * The chunks of one page of a remote, from its `page-chunks.json`, relative to that file.
 * Anything unexpected gives none: as with the routes module's chunks, this is a head start.
 */
export function pageChunksOf(pageChunks: unknown, page: string): string[] {
  return stringsAt(pageChunks, page);
}

/** The strings listed under `key` of a JSON object, or none. */
function stringsAt(json: unknown, key: string): string[] {
  if (typeof json !== 'object' || json === null) return [];
  const list = Object.hasOwn(json, key) ? (json as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? list.filter((entry) => typeof entry === 'string') : [];
}

/**
 * Written by each remote's build next to `page-chunks.json`: the libraries shared on demand
 * (on-demand-shares.ts) that each page imports, for the shell to start loading with the page's
 * chunks. Left to the federation they are asked for only once the page itself is imported.
 */
export const PAGE_SHARES_FILE = 'page-shares.json';

/** The shares on demand one page of a remote imports, from its `page-shares.json`. */
export function pageSharesOf(pageShares: unknown, page: string): OnDemandShare[] {
  const names = stringsAt(pageShares, page);
  return ON_DEMAND_SHARE_NAMES.filter((name) => names.includes(name));
}

import {
  ON_DEMAND_SHARE_NAMES,
  ON_DEMAND_SHARES,
  type OnDemandShare,
  onDemandShareConfig,
  PAGE_SHARES_FILE,
  pageSharesOf,
} from '@yrkesbro/federation';

// The same modules the shell's own forms import, so the shell holds one copy of each.
const loaders: Record<OnDemandShare, () => Promise<object>> = {
  formik: () => import('formik'),
  yup: () => import('yup'),
};

/**
 * formik and yup as the federation host provides them to the remotes
 * (libs/federation/src/on-demand-shares.ts): each is downloaded when the first page that uses it
 * asks.
 */
export function onDemandShares() {
  return Object.fromEntries(
    ON_DEMAND_SHARE_NAMES.map((name) => [
      name,
      {
        version: ON_DEMAND_SHARES[name].version,
        shareConfig: onDemandShareConfig(name),
        get: () => loaders[name]().then((module) => () => module),
      },
    ]),
  );
}

/**
 * Starts loading the shares on demand a remote's page imports (its remote's `page-shares.json`),
 * with the page's chunks: the federation asks for them only once the page itself is imported,
 * after the remote's routes module has arrived and rendered (on a slow phone, the job form's
 * fields came 0.7 s later than with a copy of their own).
 */
export async function preloadPageShares(entry: URL, page: string): Promise<void> {
  for (const name of pageSharesOf(await pageSharesList(entry), page))
    loaders[name]().catch(() => undefined);
}

// Each remote's list, asked for once: every page of the remote reads the same one.
const lists = new Map<string, Promise<unknown>>();

function pageSharesList(entry: URL): Promise<unknown> {
  const url = new URL(PAGE_SHARES_FILE, entry).href;
  let list = lists.get(url);
  if (!list) {
    list = fetch(url)
      .then((response) => (response.ok ? response.json() : undefined))
      // A head start only: the federation loads the shares itself when the page is imported.
      .catch(() => undefined);
    lists.set(url, list);
  }
  return list;
}

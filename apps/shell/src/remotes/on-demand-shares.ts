import { registerShared } from '@module-federation/runtime';
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
 * Provides formik and yup to the remotes (libs/federation/src/on-demand-shares.ts): each is
 * downloaded when the first page that uses it asks.
 */
export function provideOnDemandShares(): void {
  registerShared(
    Object.fromEntries(
      ON_DEMAND_SHARE_NAMES.map((name) => [
        name,
        {
          version: ON_DEMAND_SHARES[name].version,
          shareConfig: onDemandShareConfig(name),
          get: () => loaders[name]().then((module) => () => module),
        },
      ]),
    ),
  );
}

/**
 * Starts loading the shares on demand a remote's page imports (its remote's `page-shares.json`),
 * with the page's chunks: the federation asks for them only once the page itself is imported,
 * after the remote's routes module has arrived and rendered (on a slow phone, the job form's
 * fields came 0.7 s later than with a copy of their own).
 */
export async function preloadPageShares(entry: URL, page: string): Promise<void> {
  try {
    const response = await fetch(new URL(PAGE_SHARES_FILE, entry));
    if (!response.ok) return;
    for (const name of pageSharesOf(await response.json(), page))
      loaders[name]().catch(() => undefined);
  } catch {
    // A head start only: the federation loads them itself when the page is imported.
  }
}

import { registerShared } from '@module-federation/runtime';
import {
  ON_DEMAND_SHARE_NAMES,
  ON_DEMAND_SHARES,
  type OnDemandShare,
  onDemandShareConfig,
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

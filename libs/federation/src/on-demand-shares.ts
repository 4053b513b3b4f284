/**
 * Libraries the shell and the remotes share that no page needs at start: the forms' formik and
 * yup. Shared, a visitor downloads them once, whichever app's form comes first (the shell's
 * sign-in, a remote's job form), and yup's Norwegian messages are set on the one copy.
 *
 * The shell's federation host provides them with a loader (apps/shell/src/remotes/
 * on-demand-shares.ts), so each is downloaded when first asked for, not when the host starts. A
 * remote lists
 * them without a copy of its own (`import: false`); the federation loads one before the first
 * of the remote's pages that imports it, and for no other page. A remote has nothing to fall back
 * on, so an upgrade of either is released with the shell first.
 */
export const ON_DEMAND_SHARES = {
  formik: { version: '2.4.9' },
  yup: { version: '1.7.1' },
} as const;

export type OnDemandShare = keyof typeof ON_DEMAND_SHARES;

export const ON_DEMAND_SHARE_NAMES = Object.keys(ON_DEMAND_SHARES) as OnDemandShare[];

/** The share's configuration, the same on both sides. */
export function onDemandShareConfig(name: OnDemandShare) {
  return { singleton: true, requiredVersion: `^${ON_DEMAND_SHARES[name].version}` };
}

import { ON_DEMAND_SHARE_NAMES, onDemandShareConfig } from '../src/on-demand-shares.ts';
import { SHELL_SHARE_NAMES, shellShareConfig } from '../src/shell-shares.ts';

/**
 * A remote's shares: the shell's (shell-shares.ts), and those it provides on demand, of which the
 * remote has no copy.
 */
export const remoteShares = {
  ...Object.fromEntries(SHELL_SHARE_NAMES.map((name) => [name, shellShareConfig(name)])),
  ...Object.fromEntries(
    ON_DEMAND_SHARE_NAMES.map((name) => [
      name,
      { ...onDemandShareConfig(name), import: false as const },
    ]),
  ),
};

import type { ModuleFederation } from '@module-federation/runtime';

let host: Promise<ModuleFederation> | undefined;

/**
 * The federation host (`federation-host.ts`), started once the first remote is wanted. Built
 * into the shell's start, the runtime and the glue around its shares were 46 KiB of the first
 * load on every page, the shell's own included. A failed download is not kept: the next remote
 * asks again.
 */
export function federation(): Promise<ModuleFederation> {
  host ??= import('./federation-host.ts')
    .then((module) => module.startFederationHost())
    .catch((error: unknown) => {
      host = undefined;
      throw error;
    });
  return host;
}

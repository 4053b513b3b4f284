import type { ModuleFederation } from '@module-federation/runtime';

let host: Promise<ModuleFederation> | undefined;
let failed = false;

/**
 * The federation host (`federation-host.ts`), started once the first remote is wanted. Built
 * into the shell's start, the runtime and the glue around its shares were 46 KiB of the first
 * load on every page, the shell's own included. A failure is not kept: the next remote asks
 * again.
 */
export function federation(): Promise<ModuleFederation> {
  host ??= import('./federation-host.ts')
    .then((module) => module.startFederationHost())
    .catch((error: unknown) => {
      host = undefined;
      failed = true;
      throw error;
    });
  return host;
}

/**
 * True once the host could not start. The browser keeps a failed module import for its URL, so
 * if its chunks did not arrive, only a new page asks for them again.
 */
export function federationFailed(): boolean {
  return failed;
}

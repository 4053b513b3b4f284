/**
 * The MUI core (libs/federation/vite/mui-core.ts) passes from the shell to the remotes here: the
 * shell offers it under a global symbol, and a remote's build takes it from there when it lists
 * the same modules of the same releases (`version`), or else loads its own copy. Federation's share would have done
 * the same, but its wrappers of all shares run together, so a remote falling back to its own
 * copy, which imports React through them, waited for itself.
 */
export interface MuiCoreModule {
  /** Of the list: a core whose version differs offers other modules, or the same under other names. */
  version: string;
  core: Record<string, unknown>;
}

type MuiCoreOffer = () => Promise<MuiCoreModule>;

const OFFER = Symbol.for('yrkesbro.mui-core');
const offers = globalThis as { [OFFER]?: MuiCoreOffer };

/** The shell's side: `load` is called when a remote first takes the core. */
export function offerMuiCore(load: MuiCoreOffer): void {
  offers[OFFER] = load;
}

/** A remote's side: the shell's core when it is the one `version` names, else `own`. */
export async function takeMuiCore(
  version: string,
  own: () => Promise<MuiCoreModule>,
): Promise<MuiCoreModule['core']> {
  const offered = await offers[OFFER]?.().catch(() => undefined);
  return offered?.version === version ? offered.core : (await own()).core;
}

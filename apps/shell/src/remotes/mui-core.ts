import type { MuiCoreModule } from '@yrkesbro/federation';

let loading: Promise<MuiCoreModule> | undefined;

/**
 * The MUI core that the shell offers the remotes (@yrkesbro/federation's mui-core-offer.ts): the
 * MUI modules of its own first load and a few components beyond it, gathered in one small chunk
 * that imports those components' chunks. The shell's own pages never ask for it; a remote's
 * first load starts it, beside the remote's chunks.
 */
export function loadMuiCore(): Promise<MuiCoreModule> {
  // A failure is not kept: the next remote asks again rather than load its own copy.
  loading ??= import('@yrkesbro/ui/mui-core').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

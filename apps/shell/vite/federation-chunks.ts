import type { Rollup } from 'vite';
import { chunksByFile, withStaticImports } from '../../../libs/federation/vite/chunk-graph.ts';
import { MUI_CORE_FILE } from '../../../libs/federation/vite/mui-core.ts';

const FEDERATION_HOST = '/src/remotes/federation-host.ts';

/**
 * The files a remote's page needs beyond the shell's first load before any remote can start: the
 * federation host's chunk (src/remotes/federation.ts loads it), the MUI core the remotes take
 * (src/remotes/mui-core.ts) and what they import that the entry does not. A page of a remote
 * asks for them with its own, instead of a round trip after the shell has run.
 */
export function federationChunks(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const chunks = chunksByFile(bundle);
  const host = [...chunks.values()].find((chunk) =>
    chunk.facadeModuleId?.endsWith(FEDERATION_HOST),
  );
  if (!host) throw new Error(`Fant ikke føderasjonsvertens chunk (${FEDERATION_HOST}) i bygget`);
  const core = [...chunks.values()].find((chunk) => chunk.facadeModuleId === MUI_CORE_FILE);
  if (!core) throw new Error('Fant ikke MUI-kjernens chunk i bygget');
  const firstLoad = withStaticImports(chunks, [entry.fileName]);
  return [
    ...withStaticImports(chunks, [host.fileName, core.fileName], (file) => firstLoad.has(file)),
  ];
}

import type { Rollup } from 'vite';
import {
  chunksByFile,
  lazyChunksByModule,
  withStaticImports,
} from '../../../libs/federation/vite/chunk-graph.ts';

/**
 * The files of the lazily loaded chunks whose modules a prerendered route loaded (the shell's
 * own page it shows), with the chunks those import, less what `page` names already: asked for
 * with the page, they are there when its script wants them, instead of a round trip later.
 */
export function lazyChunksOf(
  bundle: Rollup.OutputBundle,
  loadedModules: string[],
  page: string,
): string[] {
  const chunks = chunksByFile(bundle);
  const loaded = new Set(loadedModules);
  const lazy = [...lazyChunksByModule(chunks)]
    .filter(([id]) => loaded.has(id))
    .map(([, chunk]) => chunk.fileName);
  return [...withStaticImports(chunks, lazy, (file) => page.includes(`/${file}"`))];
}

import type { Plugin, Rollup } from 'vite';
import { PAGE_CHUNKS_FILE } from '../src/remotes.ts';
import { chunksByFile, withStaticImports } from './chunk-graph.ts';
import { lazyPagesIn } from './lazy-pages.ts';

/**
 * Writes `page-chunks.json` beside a remote's `remoteEntry.js`: for each of its page keys, the
 * chunks of that page's lazily loaded module with everything they import. The shell asks for a
 * page's chunks together with the remote's routes module: left to React, the page's chunk is
 * found only once the routes module has arrived, run and rendered.
 */
export function pageChunksPlugin(pageKeys: readonly string[]): Plugin {
  const keys = new Set(pageKeys);
  const pageModules = new Map<string, string>();
  return {
    name: 'yrkesbro-page-chunks',
    apply: 'build',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lazy(')) return null;
      for (const [key, specifier] of lazyPagesIn(this.parse(code))) {
        if (!keys.has(key) || pageModules.has(key)) continue;
        const resolved = await this.resolve(specifier, id);
        if (resolved) pageModules.set(key, resolved.id);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = chunksByFile(bundle);
      const chunkOf = new Map(
        [...chunks.values()]
          .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId)
          .map((chunk): [string, Rollup.OutputChunk] => [chunk.facadeModuleId as string, chunk]),
      );
      const pages: Record<string, string[]> = {};
      for (const [key, id] of pageModules) {
        const chunk = chunkOf.get(id);
        if (chunk) pages[key] = [...withStaticImports(chunks, [chunk.fileName])];
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(pages) });
    },
  };
}

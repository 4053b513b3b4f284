import path from 'node:path';
import type { Plugin } from 'vite';
import { ON_DEMAND_SHARE_NAMES } from '../src/on-demand-shares.ts';
import { PAGE_CHUNKS_FILE, PAGE_SHARES_FILE } from '../src/remotes.ts';
import { chunksByFile, lazyChunksByModule, withStaticImports } from './chunk-graph.ts';
import { lazyPagesIn } from './lazy-pages.ts';
import {
  importersOf,
  isOwnFile,
  pagesNeedingEach,
  SHARED_PAGE_CHUNK,
  sharedPageChunkGroup,
} from './shared-page-chunk.ts';

/** The federation's own module that loads share `name` for the code importing it. */
const loadsShare = (id: string, name: string) => id.includes(`__loadShare__${name}__`);
const loadsOnDemandShare = (id: string) =>
  ON_DEMAND_SHARE_NAMES.some((name) => loadsShare(id, name));

/**
 * Writes `page-chunks.json` beside a remote's `remoteEntry.js`: for each of its page keys, the
 * chunks of that page's lazily loaded module with everything they import, read from the page
 * maps of `pageMaps` (absolute, or relative to the project): its `./routes` module, and the
 * modules whose page maps that one spreads into its own (the calendar's, say). The shell asks
 * for a page's chunks together with the routes module: left to React, the page's chunk is found
 * only once the routes module has arrived, run and rendered. And `page-shares.json`: the shares
 * on demand each page imports (on-demand-shares.ts), which the shell then starts loading too.
 * With `sharedPageChunk`, what many of the pages need as they start goes into one chunk
 * (shared-page-chunk.ts).
 */
export function pageChunksPlugin(
  pageKeys: readonly string[],
  pageMaps: string[],
  { sharedPageChunk }: { sharedPageChunk: boolean },
): Plugin {
  const keys = new Set(pageKeys);
  const pageModules = new Map<string, string>();
  const readMaps = new Set<string>();
  let mapModules = new Set<string>();
  let loadingOnDemand = new Set<string>();
  let pagesNeeding = new Map<string, number>();
  return {
    name: 'yrkesbro-page-chunks',
    apply: 'build',
    config: () =>
      sharedPageChunk
        ? {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    // Not what imports a share no page needs at start, or every page would load it.
                    groups: [
                      sharedPageChunkGroup(
                        () => loadingOnDemand,
                        () => pagesNeeding,
                      ),
                    ],
                  },
                },
              },
            },
          }
        : undefined,
    configResolved(config) {
      mapModules = new Set(pageMaps.map((file) => path.resolve(config.root, file)));
    },
    async transform(code, id) {
      if (!mapModules.has(id)) return null;
      readMaps.add(id);
      for (const [key, specifier] of lazyPagesIn(this.parse(code))) {
        if (!keys.has(key)) continue;
        const resolved = await this.resolve(specifier, id);
        if (resolved) pageModules.set(key, resolved.id);
      }
      return null;
    },
    buildEnd() {
      loadingOnDemand = importersOf(this, [...this.getModuleIds()].filter(loadsOnDemandShare));
      pagesNeeding = pagesNeedingEach(this, pageModules.values());
    },
    generateBundle(_options, bundle) {
      // A page map the build never read (a path that no longer matches) would drop its pages
      // from the list without a word.
      const unread = [...mapModules].filter((file) => !readMaps.has(file));
      if (unread.length > 0) this.error(`Fant ikke sidekartet i bygget: ${unread.join(', ')}`);
      const chunks = chunksByFile(bundle);
      const shared = [...chunks.values()].find((chunk) => chunk.name === SHARED_PAGE_CHUNK);
      if (shared) {
        // What the bundler pulls in with a module it took (its imports) is not checked by the
        // group's name function: the chunk, and what it loads, must not load a share on demand,
        // nor hold a module the build generated (the federation's, the MUI core's).
        const loaded = withStaticImports(chunks, [shared.fileName]);
        const onDemand = [...loaded].flatMap((file) =>
          Object.keys(chunks.get(file)?.modules ?? {}).filter(loadsOnDemandShare),
        );
        if (onDemand.length > 0)
          this.error(`${SHARED_PAGE_CHUNK} laster en deling ved behov for alle sider: ${onDemand}`);
        const generated = Object.keys(shared.modules).filter((id) => !isOwnFile(id));
        if (generated.length > 0)
          this.error(`${SHARED_PAGE_CHUNK} har tatt med genererte moduler: ${generated}`);
      }
      const chunkOf = lazyChunksByModule(chunks);
      const pages: Record<string, string[]> = {};
      for (const [key, id] of pageModules) {
        const chunk = chunkOf.get(id);
        if (chunk) pages[key] = [...withStaticImports(chunks, [chunk.fileName])];
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(pages) });

      // The federation plugin imports a share through a module of its own, named after it, which
      // the bundle keeps in the chunk of the code that uses the share.
      const sharesIn = (file: string) =>
        ON_DEMAND_SHARE_NAMES.filter((name) =>
          Object.keys(chunks.get(file)?.modules ?? {}).some((id) => loadsShare(id, name)),
        );
      // After an upgrade that renames these modules, say so rather than lose the head start
      // unnoticed: every remote imports React through one.
      const named = [...chunks.values()].some((chunk) =>
        Object.keys(chunk.modules).some((id) => loadsShare(id, 'react')),
      );
      if (!named) this.error('Fant ikke føderasjonens modul for react i bygget');
      const shares: Record<string, string[]> = {};
      for (const [key, files] of Object.entries(pages)) {
        const names = ON_DEMAND_SHARE_NAMES.filter((name) =>
          files.some((file) => sharesIn(file).includes(name)),
        );
        if (names.length > 0) shares[key] = names;
      }
      this.emitFile({ type: 'asset', fileName: PAGE_SHARES_FILE, source: JSON.stringify(shares) });
    },
  };
}

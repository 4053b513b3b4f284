import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { chunksByFile, withStaticImports } from '../../../libs/federation/vite/chunk-graph.ts';

/**
 * Vite preloads the entry's static imports only. The federation runtime then imports the
 * shell's shared modules (React DOM's client, Redux Toolkit, our ui and api-client libs) and
 * their own imports in waves, one round trip each, before the shell can render; on a phone's
 * network that was three more round trips after all the rest had arrived. Every page needs them,
 * so `index.html` asks for them at once.
 */
export function preloadSharedPlugin(): Plugin {
  let base = '/';
  return {
    name: 'yrkesbro-preload-shared',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        return startupChunks(bundle, chunk).map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * The chunks the federation's start-up imports at run time: its pending shares, then the shared
 * modules the shell provides (the local share map imports each on first use, and the shell uses
 * every one of them on any page), with their static imports; without those the entry already
 * preloads.
 */
export function startupChunks(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const chunks = chunksByFile(bundle);
  const preloaded = withStaticImports(chunks, [entry.fileName]);

  // The federation plugin names these chunks; after an upgrade that renames them, say so here
  // rather than lose the preloads unnoticed.
  const named = (name: string) => {
    const found = [...chunks.values()].find((output) => output.name.includes(name));
    if (!found) throw new Error(`preload-shared: fant ikke føderasjonens ${name}-chunk`);
    return found;
  };
  const startup = withStaticImports(chunks, [
    named('pendingShares').fileName,
    ...named('localSharedImportMap').dynamicImports,
  ]);
  return [...startup].filter((file) => !preloaded.has(file));
}

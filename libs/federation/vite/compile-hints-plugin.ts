import type { Plugin, Rollup } from 'vite';
import { PAGE_CHUNKS_FILE, pageChunksOf } from '../src/remotes.ts';
import { chunksByFile, withStaticImports } from './chunk-graph.ts';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script that begins with this comment has
 * all its functions compiled eagerly, on a background thread while it streams in, rather than
 * each on the main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the code that runs as a page starts with `COMPILE_HINT`: the entries, the chunks named in
 * `files` (a remote's `remoteEntry.js`, which the federation does not mark as an entry), with
 * `pages` each page's chunks as a remote's `page-chunks.json` lists them, and every chunk those
 * import statically. The shell's first load was evaluated in one task of 200–250 ms on a slow
 * phone (CPU 4×), most of it V8 parsing and compiling functions one by one as they were first
 * called; with the hint the public pages' total blocking time went from 169–199 ms to 100–128 ms.
 *
 * Chunks the shell loads lazily are left out, though some run as a page starts (the federation
 * runtime on a remote's page, a prerendered page's own chunk and its form libraries): much of
 * their code is not called there. The comment goes in after the files are named by their content,
 * so a file's name does not say whether it has it: a chunk that moves into or out of what is
 * hinted keeps its name, and a cache may keep it as it was, hint or none.
 */
export function compileHintsPlugin({
  files = [],
  pages = false,
}: { files?: string[]; pages?: boolean } = {}): Plugin {
  return {
    name: 'yrkesbro-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which puts the map of lazy imports' files before a chunk's code, and
      // after page-chunks-plugin.ts has listed each page's chunks.
      order: 'post',
      handler(_options, bundle) {
        const missing = files.filter((file) => bundle[file]?.type !== 'chunk');
        if (missing.length > 0) throw new Error(`Fant ikke ${missing.join(', ')} i bygget`);
        const entries = Object.values(bundle)
          .filter((output) => output.type === 'chunk' && output.isEntry)
          .map((chunk) => chunk.fileName);
        hintChunks(bundle, [...entries, ...files, ...(pages ? pageFiles(bundle) : [])]);
      },
    },
  };
}

/** Every page's chunks, as the bundle's `page-chunks.json` lists them. */
function pageFiles(bundle: Rollup.OutputBundle): string[] {
  const list = bundle[PAGE_CHUNKS_FILE];
  if (list?.type !== 'asset') throw new Error(`Fant ikke ${PAGE_CHUNKS_FILE} i bygget`);
  const pages: unknown = JSON.parse(String(list.source));
  return Object.keys(pages as object).flatMap((page) => pageChunksOf(pages, page));
}

/** Puts `COMPILE_HINT` first in `files` and the chunks they import statically, once. */
export function hintChunks(bundle: Rollup.OutputBundle, files: string[]): void {
  const chunks = chunksByFile(bundle);
  for (const file of withStaticImports(chunks, files)) {
    const chunk = chunks.get(file);
    if (!chunk || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    // One line more at the top: the lines of its source map, written already, move down by one.
    const map = bundle[`${file}.map`];
    if (map?.type === 'asset') {
      const json = JSON.parse(String(map.source)) as { mappings: string };
      map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
    }
  }
}

import path from 'node:path';

/** What the chunk group needs of the bundler's module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** The chunk that gathers what many of a remote's pages share. */
export const SHARED_PAGE_CHUNK = 'pages-shared';

/**
 * How many of a remote's chunks that load on their own (its pages, their dialogs, its routes
 * module, its own copies of the libraries the shell shares) must import a module before it goes
 * into the shared chunk. Left to the bundler, each set of them that imports a module gets a chunk
 * of its own: a signed-in student's /jobs asked for 37 files, most under a kilobyte, six at a time
 * over HTTP/1.1 and a round trip each; with five it asks for 13 (41 → 55 KiB gzip), and the
 * remote's next page finds most of its code in the cache. With three the student's pages weighed
 * up to 73 KiB; with eight /jobs still asked for 17 files. The routes module imports from the
 * chunk too (the calendar's texts), so every page of the remote loads it.
 */
export const SHARED_BY_ENTRIES = 5;

/**
 * The `codeSplitting` group of the shared chunk: the build's own modules (a file, no query; the
 * federation's and the MUI core's generated modules keep their chunks), apart from `keptOut()`,
 * read when the bundler asks.
 */
export function sharedPageChunkGroup(keptOut: () => ReadonlySet<string>) {
  return {
    name: (id: string) => (isOwnFile(id) && !keptOut().has(id) ? SHARED_PAGE_CHUNK : null),
    minShareCount: SHARED_BY_ENTRIES,
  };
}

/** A file of the build's own: the federation's and the MUI core's modules have no path. */
export const isOwnFile = (id: string) => path.isAbsolute(id) && !id.includes('?');

/** `modules` and every module that imports one of them statically, to any depth. */
export function importersOf(graph: ModuleGraph, modules: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const stack = [...modules];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importers ?? []));
  }
  return found;
}

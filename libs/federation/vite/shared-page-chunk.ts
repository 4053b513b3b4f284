import path from 'node:path';

/** What the chunk group needs of the bundler's module graph (static imports, both ways). */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; importedIds: readonly string[] } | null;
}

/** The chunk that gathers what many of a remote's pages share. */
export const SHARED_PAGE_CHUNK = 'pages-shared';

/**
 * How many of a remote's pages must need a module as they start (import it statically, at any
 * depth) before it goes into the shared chunk, which every page loads. Left to the bundler, each
 * set of chunks that imports a module gets a chunk of its own: a signed-in student's /jobs asked
 * for 37 files, most under a kilobyte, six at a time over HTTP/1.1 and a round trip each. Counted
 * by the chunks that import a module (five of them, dialogs loaded on demand included), the
 * shared chunk took MUI's dialog, modal and focus trap, which three of the student's 21 pages
 * need at start and its dialogs later: /jobs downloaded 54.9 KiB gzip in 13 files. Counted by
 * pages, 44.6 KiB in 13 files; with three, 48.3 in 12; with five, 41.4 in 14; with six, 39.1 in 16.
 */
export const SHARED_BY_PAGES = 4;

/**
 * The `codeSplitting` group of the shared chunk: the build's own modules (a file, no query; the
 * federation's and the MUI core's generated modules keep their chunks) that enough pages need as
 * they start (`pagesNeeding`, from `pagesNeedingEach`), apart from `keptOut()`. Both are read
 * when the bundler asks, after the module graph is known. The bundler's own count of the chunks
 * importing a module stays as well: without it the group took the copies of emotion and stylis
 * that the federation plugin bundles for a shell offering none, which every page reaches through
 * its share loader, and every page would have downloaded them.
 */
export function sharedPageChunkGroup(
  keptOut: () => ReadonlySet<string>,
  pagesNeeding: () => ReadonlyMap<string, number>,
) {
  return {
    name: (id: string) =>
      isOwnFile(id) && !keptOut().has(id) && (pagesNeeding().get(id) ?? 0) >= SHARED_BY_PAGES
        ? SHARED_PAGE_CHUNK
        : null,
    minShareCount: SHARED_BY_PAGES,
  };
}

/** A file of the build's own: the federation's and the MUI core's modules have no path. */
export const isOwnFile = (id: string) => path.isAbsolute(id) && !id.includes('?');

/** `starts` and every module `next` leads to from them, to any depth, through cycles. */
function reachedFrom(starts: Iterable<string>, next: (id: string) => readonly string[]) {
  const found = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...next(id));
  }
  return found;
}

/** `modules` and every module that imports one of them statically, to any depth. */
export function importersOf(graph: ModuleGraph, modules: Iterable<string>): Set<string> {
  return reachedFrom(modules, (id) => graph.getModuleInfo(id)?.importers ?? []);
}

/**
 * For each module, how many of `pages` need it as they start: the page's module itself and what
 * it imports statically, to any depth (what it loads later, with `import()`, is not counted).
 */
export function pagesNeedingEach(graph: ModuleGraph, pages: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const needed = reachedFrom([page], (id) => graph.getModuleInfo(id)?.importedIds ?? []);
    for (const id of needed) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

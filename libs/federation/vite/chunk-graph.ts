import type { Rollup } from 'vite';

/** The bundle's chunks by file name. */
export function chunksByFile(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  return new Map(
    Object.values(bundle)
      .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/** The chunk of each lazily imported module (`import()`), by the module's id. */
export function lazyChunksByModule(
  chunks: Map<string, Rollup.OutputChunk>,
): Map<string, Rollup.OutputChunk> {
  return new Map(
    [...chunks.values()]
      .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId)
      .map((chunk): [string, Rollup.OutputChunk] => [chunk.facadeModuleId as string, chunk]),
  );
}

/**
 * `files` and the chunks they import statically, to any depth: what the browser needs before
 * they run. A file `known` accepts is left out with what it imports.
 */
export function withStaticImports(
  chunks: Map<string, Rollup.OutputChunk>,
  files: Iterable<string>,
  known: (file: string) => boolean = () => false,
): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || known(file)) return;
    found.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  for (const file of files) visit(file);
  return found;
}

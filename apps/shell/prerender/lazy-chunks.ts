import type { Rollup } from 'vite';

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
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const loaded = new Set(loadedModules);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || page.includes(`/${file}"`)) return;
    files.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) {
    if (chunk.isDynamicEntry && chunk.facadeModuleId && loaded.has(chunk.facadeModuleId)) {
      visit(chunk.fileName);
    }
  }
  return [...files];
}

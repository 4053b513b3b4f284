import type { Plugin } from 'vite';
import { chunksByFile } from './chunk-graph.ts';
import { installedPathOf } from './node-modules.ts';

/** What each build writes beside its chunks: the libraries' modules each chunk holds. */
const LIBRARY_MODULES_FILE = 'library-modules.json';

/**
 * By chunk file: the length of all its modules' code as rendered (before minification), and of
 * each module from node_modules among them, by its path from the repository's root (so that two
 * installs of a library, two versions, tell apart). `npm run bench` apportions each chunk's
 * compressed size by these lengths to tell what a visitor downloads more than once, and the
 * federation journey that no library is bundled in two versions. A report of the build, not
 * served: the images leave it out (docker/web.Dockerfile).
 */
type LibraryModules = Record<string, { rendered: number; modules: Record<string, number> }>;

export function libraryModulesPlugin(): Plugin {
  return {
    name: 'yrkesbro-library-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found: LibraryModules = {};
      for (const chunk of chunksByFile(bundle).values()) {
        const modules: Record<string, number> = {};
        let rendered = 0;
        for (const [id, module] of Object.entries(chunk.modules)) {
          rendered += module.renderedLength;
          const library = installedPathOf(id);
          if (library && module.renderedLength > 0)
            modules[library] = (modules[library] ?? 0) + module.renderedLength;
        }
        if (Object.keys(modules).length) found[chunk.fileName] = { rendered, modules };
      }
      this.emitFile({
        type: 'asset',
        fileName: LIBRARY_MODULES_FILE,
        source: JSON.stringify(found),
      });
    },
  };
}

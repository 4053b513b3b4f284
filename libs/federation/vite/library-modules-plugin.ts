import type { Plugin } from 'vite';
import { chunksByFile } from './chunk-graph.ts';

/** What each build writes beside its chunks: the libraries' modules each chunk holds. */
export const LIBRARY_MODULES_FILE = 'library-modules.json';

/**
 * By chunk file: the length of all its modules' code as rendered (before minification), and of
 * each module from node_modules among them, by its path there. `npm run bench` apportions each
 * chunk's compressed size by these lengths to tell what a visitor downloads more than once. A
 * report of the build, not served: the images leave it out (docker/web.Dockerfile).
 */
export type LibraryModules = Record<string, { rendered: number; modules: Record<string, number> }>;

const NODE_MODULES = '/node_modules/';

/**
 * A module's path inside node_modules, without a query (the MUI core's own copy is the same
 * module), or null for one of ours or a virtual one.
 */
export function libraryModuleOf(id: string): string | null {
  if (id.startsWith('\0')) return null;
  const at = id.lastIndexOf(NODE_MODULES);
  return at < 0 ? null : id.slice(at + NODE_MODULES.length).split('?')[0];
}

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
          const library = libraryModuleOf(id);
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

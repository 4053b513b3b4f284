import { readFileSync } from 'node:fs';
import { init, parse } from 'es-module-lexer';
import type { Plugin, Rollup } from 'vite';
import { chunksByFile, withStaticImports } from '../../../libs/federation/vite/chunk-graph.ts';
import {
  CORE_BEYOND_FIRST_LOAD,
  MUI_CORE_FILE,
  corePathOf,
  muiCoreVersion,
  readMuiCore,
  writeMuiCore,
} from '../../../libs/federation/vite/mui-core.ts';

/**
 * Keeps the MUI core's list (libs/federation/vite/mui-core.ts) equal to the MUI modules of the
 * shell's first load and of the components offered beyond it, and its version to those modules'
 * releases: the build fails when either differs, and with MUI_CORE_WRITE=1 it writes the list
 * instead (`npm run mui-core`). A module the shell loads but the list misses would be downloaded
 * again by every remote page that uses it; one the list holds but the shell does not load would
 * come with the core, used or not. A stale version would let a remote built against other
 * releases take modules whose exports differ.
 */
export function muiCoreListPlugin(): Plugin {
  return {
    name: 'yrkesbro-mui-core-list',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (output): output is Rollup.OutputChunk =>
          output.type === 'chunk' && output.isEntry && !!output.facadeModuleId?.endsWith('.html'),
      );
      if (!entry) return;
      await init;
      const loaded = coreModules(this, chunksByFile(bundle), entry);
      if (process.env.MUI_CORE_WRITE === '1') {
        writeMuiCore(loaded);
        return;
      }
      const core = readMuiCore();
      const listed = [...core.modules.keys()];
      const missing = loaded.filter((file) => !listed.includes(file));
      const extra = listed.filter((file) => !loaded.includes(file));
      const outdated = core.version !== muiCoreVersion(listed);
      if (missing.length || extra.length || outdated)
        this.error(
          'MUI-kjernen (libs/ui/src/mui-core.js) er ikke lik skallets første last og ' +
            `komponentene utover den: mangler ` +
            `${missing.length}, har ${extra.length} for mye` +
            `${outdated ? ', og versjonen er utdatert' : ''}. Kjør \`npm run mui-core\`.`,
        );
    },
  };
}

/**
 * What the core holds: the modules of MUI in the chunks index.html names, and the components
 * offered beyond them with what the build kept of their imports in the chunks the core's own
 * chunk needs. Those imports are taken from the chunks, not the import graph: through a
 * package's index (`@mui/utils`), the graph reaches all of the package.
 */
function coreModules(
  context: Rollup.PluginContext,
  chunks: Map<string, Rollup.OutputChunk>,
  entry: Rollup.OutputChunk,
): string[] {
  const ownChunks = [...chunks.values()]
    .filter((chunk) => chunk.facadeModuleId === MUI_CORE_FILE)
    .map((chunk) => chunk.fileName);
  const firstLoad = withStaticImports(chunks, [entry.fileName], (file) => ownChunks.includes(file));
  const beyond = withStaticImports(chunks, ownChunks, (file) => firstLoad.has(file));
  // Only what the offered components import: a component taken off the list leaves with all
  // its imports, though the list's last build still holds them.
  const imported = importedBy(context, CORE_BEYOND_FIRST_LOAD);
  // Until the list names a component, the build has not read it: it stands alone, and the next
  // round of `npm run mui-core` adds what it imports.
  return [
    ...new Set([
      ...renderedModules(chunks, firstLoad),
      ...CORE_BEYOND_FIRST_LOAD,
      ...renderedModules(chunks, beyond).filter((id) => imported.has(id)),
    ]),
  ]
    .filter((id) => corePathOf(id) && isEsModule(id))
    .sort();
}

/** The modules of `files` whose code the build kept. */
function renderedModules(chunks: Map<string, Rollup.OutputChunk>, files: Set<string>): string[] {
  // Rendered ones only: a chunk also names the modules it took in whose code was all shaken off.
  return [...files].flatMap((file) => {
    const modules = chunks.get(file)?.modules ?? {};
    return Object.keys(modules).filter((id) => modules[id].renderedLength > 0);
  });
}

/** `ids` and every module they import, to any depth, as far as the build has read them. */
function importedBy(context: Rollup.PluginContext, ids: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    context.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  ids.forEach(visit);
  return found;
}

function isEsModule(file: string): boolean {
  const [, , , hasModuleSyntax] = parse(readFileSync(file, 'utf8'), file);
  return hasModuleSyntax;
}

import { readFileSync } from 'node:fs';
import { init, parse } from 'es-module-lexer';
import type { Plugin, Rollup } from 'vite';
import { chunksByFile, withStaticImports } from '../../../libs/federation/vite/chunk-graph.ts';
import {
  MUI_CORE_FILE,
  corePathOf,
  muiCoreVersion,
  readMuiCore,
  writeMuiCore,
} from '../../../libs/federation/vite/mui-core.ts';

/**
 * Keeps the MUI core's list (libs/federation/vite/mui-core.ts) equal to the MUI modules of the
 * shell's first load, and its version to those modules' releases: the build fails when either
 * differs, and with MUI_CORE_WRITE=1 it writes the list instead (`npm run mui-core`). A module
 * the shell loads but the list misses would be downloaded again by every remote page that uses
 * it; one the list holds but the shell does not load would come with the core, used or not. A
 * stale version would let a remote built against other releases take modules whose exports
 * differ.
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
      const loaded = firstLoadModules(bundle, entry);
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
          `MUI-kjernen (libs/ui/src/mui-core.js) er ikke lik skallets første last: mangler ` +
            `${missing.length}, har ${extra.length} for mye` +
            `${outdated ? ', og versjonen er utdatert' : ''}. Kjør \`npm run mui-core\`.`,
        );
    },
  };
}

/** The ES modules the core may hold in the chunks index.html names, the core's own left out. */
function firstLoadModules(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const chunks = chunksByFile(bundle);
  const ownChunks = new Set(
    [...chunks.values()]
      .filter((chunk) => chunk.facadeModuleId === MUI_CORE_FILE)
      .map((chunk) => chunk.fileName),
  );
  const files = withStaticImports(chunks, [entry.fileName], (file) => ownChunks.has(file));
  // Rendered ones only: a chunk also names the modules it took in whose code was all shaken off.
  return [...files]
    .flatMap((file) => {
      const modules = chunks.get(file)?.modules ?? {};
      return Object.keys(modules).filter((id) => modules[id].renderedLength > 0);
    })
    .filter((id) => corePathOf(id) && isEsModule(id))
    .sort();
}

function isEsModule(file: string): boolean {
  const [, , , hasModuleSyntax] = parse(readFileSync(file, 'utf8'), file);
  return hasModuleSyntax;
}

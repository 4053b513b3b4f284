import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The MUI core: the modules of MUI (and of its emotion and helper packages) that the shell's
 * first load holds anyway, offered to the remotes as one shared module. Before it, every page of
 * a remote bundled its own copy of Button, ButtonBase, Typography, MUI's system and utils code
 * (about half of a page's JavaScript) although the shell had already loaded and run them:
 * federation shares whole packages only, and sharing `@mui/material` whole cost every page
 * 87 KiB. The list is the shell's own (`apps/shell/vite/mui-core-list-plugin.ts` writes it);
 * the remotes' builds take each listed module from the share (`mui-core-plugin.ts`).
 */
export const MUI_CORE_KEY = '@yrkesbro/ui/mui-core';

/**
 * The core's module: an `import * as <name> from '<file>'` line per module, the list's version
 * and the object of them all (`MuiCoreModule`).
 */
export const MUI_CORE_FILE = path.resolve(import.meta.dirname, '../../ui/src/mui-core.js');

const NODE_MODULES = '/node_modules/';
// What the core may hold: MUI's modules and the emotion helpers MUI imports itself (emotion's
// React parts are shared on their own). Not a package's index, re-exporting all of it: offered
// whole, it would keep in the shell's first load what the shell's own imports leave out.
const CORE_MODULE =
  /^(@mui\/[^/]+\/.+|@emotion\/(serialize|hash|unitless|memoize)\/.+|clsx\/.+)(?<!\/index\.m?js)$/;

/** A module's path inside node_modules, or null when it is not one the core may hold. */
export function corePathOf(id: string): string | null {
  const at = id.lastIndexOf(NODE_MODULES);
  if (at < 0) return null;
  const inPackage = id.slice(at + NODE_MODULES.length).split('?')[0];
  return CORE_MODULE.test(inPackage) ? inPackage : null;
}

/** The key under which the shared module offers a module: its path as an identifier. */
export function coreExportName(inPackage: string): string {
  return inPackage
    .replace(/(\.esm)?\.m?js$/, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_/, '');
}

export interface MuiCore {
  /** The listed modules' absolute paths, each with its key in the core. */
  modules: Map<string, string>;
  /** The list's own version: a remote takes the shell's core only when it lists the same. */
  version: string;
}

const LINE = /^import \* as (\w+) from '(.+)';$/gm;
const VERSION = /^export const version = '(.+)';$/m;

export function readMuiCore(): MuiCore {
  const source = readFileSync(MUI_CORE_FILE, 'utf8');
  const modules = new Map<string, string>();
  for (const [, name, file] of source.matchAll(LINE))
    modules.set(path.resolve(path.dirname(MUI_CORE_FILE), file), name);
  return { modules, version: VERSION.exec(source)?.[1] ?? 'none' };
}

/** Writes the list of `files` (absolute paths of modules the core may hold). */
export function writeMuiCore(files: Iterable<string>): void {
  const modules = [...new Set(files)]
    .map((file) => {
      const inPackage = corePathOf(file);
      if (!inPackage) throw new Error(`mui-core: ${file} er ikke en modul kjernen kan holde`);
      return {
        name: coreExportName(inPackage),
        from: path.relative(path.dirname(MUI_CORE_FILE), file),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const imports = modules.map(({ name, from }) => `import * as ${name} from '${from}';`);
  const hash = createHash('sha256').update(imports.join('\n')).digest('hex').slice(0, 12);
  writeFileSync(
    MUI_CORE_FILE,
    [
      "// Written by `npm run mui-core`: the modules of MUI that the shell's first load holds,",
      '// shared with the remotes (libs/federation/vite/mui-core.ts). Not to be edited by hand.',
      ...imports,
      '',
      `export const version = '${hash}';`,
      '',
      'export const core = {',
      ...modules.map(({ name }) => `  ${name},`),
      '};',
      '',
    ].join('\n'),
  );
}

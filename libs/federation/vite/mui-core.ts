import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODE_MODULES, pathInNodeModules } from './node-modules.ts';

/**
 * The MUI core: the modules of MUI (and of the emotion helpers it imports) that the shell's first
 * load holds anyway, and a few components beyond it (`CORE_BEYOND_FIRST_LOAD`), which the remotes
 * take from the shell. Before it, every page of a remote bundled its own copy of Button,
 * ButtonBase, Typography, MUI's system and utils code (about half of a page's JavaScript)
 * although the shell had already loaded and run them: federation shares whole packages only, and
 * sharing `@mui/material` whole cost every page 87 KiB. The list is the shell's own
 * (`apps/shell/vite/mui-core-list-plugin.ts` writes and checks it); the shell offers the core
 * (`../src/mui-core-offer.ts`), and the remotes' builds take each listed module from it
 * (`mui-core-plugin.ts`).
 */
/**
 * The core's module: an `import * as <name> from '<file>'` line per module, the list's version
 * and the object of them all (`MuiCoreModule`).
 */
export const MUI_CORE_FILE = path.resolve(import.meta.dirname, '../../ui/src/mui-core.js');

// What the core may hold: MUI's modules and the emotion helpers MUI imports itself (emotion's
// React parts are shared on their own). Not a package's index, re-exporting all of it: offered
// whole, it would keep in the shell's first load what the shell's own imports leave out.
const CORE_MODULE =
  /^(@mui\/[^/]+\/.+|@emotion\/(serialize|hash|unitless|memoize)\/.+|clsx\/.+)(?<!\/index\.m?js)$/;

/**
 * Components the core offers though the shell's first load leaves them out, with all they import:
 * the shell loads them with its own later pages, and the remotes use them on many of theirs.
 * The first load carries what every visitor downloads before anything is live, so these come
 * with the core, when the first remote loads (index.html's early script asks for their chunks
 * with a remote's page: apps/shell/vite/federation-chunks.ts).
 */
export const CORE_BEYOND_FIRST_LOAD = [
  '@mui/material/Alert/Alert.mjs',
  '@mui/material/LinearProgress/LinearProgress.mjs',
  '@mui/material/Link/Link.mjs',
].map((inPackage) => path.resolve(import.meta.dirname, '../../../node_modules', inPackage));

/** A module's path inside node_modules, or null when it is not one the core may hold. */
export function corePathOf(id: string): string | null {
  const inPackage = pathInNodeModules(id);
  return inPackage && CORE_MODULE.test(inPackage) ? inPackage : null;
}

/** The key under which the core offers a module: its path as an identifier. */
export function coreExportName(inPackage: string): string {
  return inPackage
    .replace(/(\.esm)?\.m?js$/, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_/, '');
}

export interface MuiCore {
  /** The listed modules' absolute paths, each with its key in the core. */
  modules: Map<string, string>;
  /**
   * The list's own version: a remote takes the shell's core only when it lists the same modules
   * of the same releases.
   */
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

/** The modules `files` (absolute paths) as the core lists them, in the order it lists them. */
function listed(files: Iterable<string>): { name: string; from: string; file: string }[] {
  return (
    [...new Set(files)]
      .map((file) => {
        const inPackage = corePathOf(file);
        if (!inPackage) throw new Error(`mui-core: ${file} er ikke en modul kjernen kan holde`);
        return {
          name: coreExportName(inPackage),
          from: path.relative(path.dirname(MUI_CORE_FILE), file),
          file,
        };
      })
      // Not localeCompare: the file, and so its version, must not depend on the machine's locale.
      .sort((a, b) => (a.name < b.name ? -1 : 1))
  );
}

/** The version of a core of `files`: the same modules of another release may export other names. */
export function muiCoreVersion(files: Iterable<string>): string {
  const modules = listed(files);
  const releases = new Set(modules.map(({ file }) => releaseOf(file)));
  return createHash('sha256')
    .update([...modules.map(({ from }) => from), ...[...releases].sort()].join('\n'))
    .digest('hex')
    .slice(0, 12);
}

/** Writes the core of `files` (absolute paths of modules it may hold). */
export function writeMuiCore(files: Iterable<string>): void {
  const modules = listed(files);
  writeFileSync(
    MUI_CORE_FILE,
    [
      "// Written by `npm run mui-core`: the modules of MUI that the shell's first load holds,",
      '// and those of the components it offers beyond it, taken by the remotes',
      '// (libs/federation/vite/mui-core.ts). Not to be edited by hand.',
      ...modules.map(({ name, from }) => `import * as ${name} from '${from}';`),
      '',
      `export const version = '${muiCoreVersion(files)}';`,
      '',
      'export const core = {',
      ...modules.map(({ name }) => `  ${name},`),
      '};',
      '',
    ].join('\n'),
  );
}

/** `name@version` of the package a module in node_modules belongs to. */
function releaseOf(file: string): string {
  const at = file.lastIndexOf(NODE_MODULES) + NODE_MODULES.length;
  const [scope, name] = file.slice(at).split('/');
  const packageName = scope.startsWith('@') ? `${scope}/${name}` : scope;
  const manifest = path.join(file.slice(0, at), packageName, 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return `${packageName}@${version}`;
}

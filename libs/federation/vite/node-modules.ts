import path from 'node:path';

export const NODE_MODULES = '/node_modules/';

/**
 * A module's path inside the innermost node_modules, without a query (the MUI core's own copy is
 * the same module), or null for one of ours or a virtual one.
 */
export function pathInNodeModules(id: string): string | null {
  if (id.startsWith('\0')) return null;
  const at = id.lastIndexOf(NODE_MODULES);
  return at < 0 ? null : id.slice(at + NODE_MODULES.length).split('?')[0];
}

/** The repository's root, where the libraries are installed. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * A library module's path from the repository's root, without a query: a package installed
 * twice, a version of its own nested under another or in an app's node_modules, keeps its
 * installs apart (`node_modules/a/node_modules/b/…`). Null for one of ours or a virtual one.
 */
export function installedPathOf(id: string, root = REPO_ROOT): string | null {
  if (id.startsWith('\0') || !id.includes(NODE_MODULES)) return null;
  return path.relative(root, id.split('?')[0]);
}

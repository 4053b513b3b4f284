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

/**
 * A module's path from the outermost node_modules, without a query: a package installed twice (a
 * version of its own nested under another) keeps its two installs apart, `a/node_modules/b/…`.
 */
export function installedPathOf(id: string): string | null {
  if (id.startsWith('\0')) return null;
  const at = id.indexOf(NODE_MODULES);
  return at < 0 ? null : id.slice(at + NODE_MODULES.length).split('?')[0];
}

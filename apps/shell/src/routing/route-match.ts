import type { RemotePageTarget } from '@yrkesbro/federation';
import type { RouteEntry } from './route-table.ts';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The address's segments decoded as the router decodes them: all of them, or, where one is
 * malformed (`%E0%A4%A`), none.
 */
function decodedSegments(pathname: string): string[] {
  const parts = segmentsOf(pathname);
  try {
    return parts.map((part) => decodeURIComponent(part));
  } catch {
    return parts;
  }
}

/**
 * The route the address shows, for index.html's early script, which must start before the router
 * has arrived, and for the shell as it starts. Matches as `<Routes>` does for this table's kind
 * of paths (static segments and `:params`, no splats; letters in either case): the route with more
 * static segments wins, then the earlier one; route-match.spec.ts holds it to the router's own
 * matching for every route. The router's own `matchRoutes` ranks the whole table and builds a
 * pattern for each route every time, a task's worth of work on a slow phone as the shell starts.
 */
export function routeMatching(
  table: readonly RouteEntry[],
  pathname: string,
): RouteEntry | undefined {
  const parts = decodedSegments(pathname).map((part) => part.toLowerCase());
  let best: { entry: RouteEntry; statics: number } | undefined;
  for (const entry of table) {
    const pattern = segmentsOf(entry.path);
    if (pattern.length !== parts.length) continue;
    const matches = pattern.every(
      (segment, index) => segment.startsWith(':') || segment.toLowerCase() === parts[index],
    );
    if (!matches) continue;
    const statics = pattern.filter((segment) => !segment.startsWith(':')).length;
    if (!best || statics > best.statics) best = { entry, statics };
  }
  return best?.entry;
}

/**
 * The values of the route's `:params` in the address, decoded, as the router's `useParams` gives
 * them to the page. The address must match the route (`routeMatching`).
 */
export function routeParams(entry: RouteEntry, pathname: string): Record<string, string> {
  const parts = decodedSegments(pathname);
  return Object.fromEntries(
    segmentsOf(entry.path).flatMap((segment, index) =>
      segment.startsWith(':') ? [[segment.slice(1), parts[index]]] : [],
    ),
  );
}

/** The remote page the address shows, if it shows one (`routeMatching`). */
export function remotePageMatching(
  table: readonly RouteEntry[],
  pathname: string,
): RemotePageTarget | undefined {
  const target = routeMatching(table, pathname)?.target;
  return target && 'remote' in target ? target : undefined;
}

const BASE = 'http://yrkesbro.invalid';
const OUR_PARAMS = ['success', 'canceled', 'session_id'];

/**
 * The page to return to after paying, as a path on our own site, or null when `location`
 * points anywhere else (`//evil.example`, `https://…`, `/\evil`): no open redirect. Our own
 * return parameters from an earlier attempt are dropped.
 */
export function sameSitePath(location: string): string | null {
  if (!location.startsWith('/') || location.startsWith('//') || location.includes('\\')) {
    return null;
  }
  if ([...location].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(location, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  for (const key of OUR_PARAMS) url.searchParams.delete(key);
  return `${url.pathname}${url.search}`;
}

import type { RemotesManifest } from './remotes.ts';

/** Where the remotes' scripts, styles and fonts come from; a relative entry is our own origin. */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = Object.values(manifest)
    .filter((entry) => /^https?:\/\//.test(entry))
    .map((entry) => new URL(entry).origin);
  return [...new Set(origins)].sort();
}

/**
 * The shell page's policy: code only from our origin and the remotes', nothing may frame it.
 * Styles allow inline because MUI's emotion writes <style> elements at runtime.
 */
export function contentSecurityPolicy(origins: string[]): string {
  const remotes = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}`,
    `style-src 'self' 'unsafe-inline'${remotes}`,
    `font-src 'self' data:${remotes}`,
    `img-src 'self' data: blob:${remotes}`,
    "media-src 'self' blob:",
    `connect-src 'self'${remotes}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers of a front-end page (and of anything a browser might show as one). HSTS is sent
 * always: browsers ignore it over plain http (local runs) and keep to https once a production
 * host has answered over it.
 */
export function securityHeaders(manifest: RemotesManifest | null): Record<string, string> {
  return {
    // A remote serves scripts, not pages: all its policy needs to say is that nothing frames it.
    'Content-Security-Policy': manifest
      ? contentSecurityPolicy(remoteOrigins(manifest))
      : "frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    ...subresourceSecurityHeaders(),
  };
}

/**
 * Headers of a script, style, font or JSON file the page fetches. A policy and a frame ban
 * govern documents (and workers, which we have none of); on a subresource the browser ignores
 * them, and over HTTP/1.1 the shell's 750-byte policy was sent again with each of the 25 files
 * of a page's first load.
 */
export function subresourceSecurityHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}

// Types a browser never runs as a page: opened on their own (with nosniff) they show as text or
// not at all. SVG is left out: opened on its own it is a document and may hold script.
const SUBRESOURCE_TYPE =
  /^(?:text\/javascript|application\/javascript|text\/css|font\/|application\/json)/i;

/** Whether a response's Content-Type is that of a script, style, font or JSON file. */
export function isSubresourceType(contentType: string): boolean {
  return SUBRESOURCE_TYPE.test(contentType.trim());
}

/** The same headers as nginx `add_header` lines, for the production images (docker/). */
export function nginxSecurityHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}

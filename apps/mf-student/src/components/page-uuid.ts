/**
 * The uuid a page's address names (`/jobs/:uuid`, `/jobs/:id/apply`, `/businesses/:uuid`): read
 * the same way by the page and by the data started ahead of it, so both ask under one key.
 */
export function pageUuid(params: Readonly<Record<string, string | undefined>>): string {
  return params.uuid ?? params.id ?? '';
}

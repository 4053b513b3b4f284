import { renewSession } from '@yrkesbro/api-client';
import { isApiErrorBody, PRIVACY_MESSAGES } from '@yrkesbro/contracts';

// Apart from privacy-api.ts, which the deletion banner brings into the shell's first load: only
// the privacy page downloads the data, and this (with the privacy messages) comes with it.

/**
 * The data export as a file. Fetched rather than linked, so the page can show progress and the
 * API's own message (the hourly limit) instead of a browser's failed download; an expired
 * access token is renewed once, as every other call does.
 */
export async function fetchDataExport(): Promise<Blob> {
  const get = () => fetch('/api/account/export', { credentials: 'include' });
  let response = await get();
  if (response.status === 401 && (await renewSession())) response = await get();
  if (response.ok) return response.blob();
  const body: unknown = await response.json().catch(() => null);
  throw new ExportRefused(isApiErrorBody(body) ? body.message : PRIVACY_MESSAGES.exportFailed);
}

/** The API said no, in words meant for the person; any other failure (the network) is not. */
export class ExportRefused extends Error {}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A saved search's unsubscribe link needs no login: it carries the search's id and a signature
 * of it, so nobody can stop someone else's alerts by guessing ids.
 */
export function savedSearchToken(secret: string, id: string): string {
  return createHmac('sha256', `saved-search:${secret}`).update(id).digest('base64url');
}

export function isSavedSearchToken(secret: string, id: string, token: string): boolean {
  const expected = Buffer.from(savedSearchToken(secret, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function savedSearchUnsubscribeUrl(appUrl: string, secret: string, id: string): string {
  const query = new URLSearchParams({ token: savedSearchToken(secret, id) });
  return `${appUrl}/api/jobs/saved-searches/${id}/unsubscribe?${query}`;
}

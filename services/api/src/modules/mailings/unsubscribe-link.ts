import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An unsubscribe link needs no login: it carries the address and a signature of it, so nobody
 * can unsubscribe someone else by editing the address.
 */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', `unsubscribe:${secret}`).update(email).digest('base64url');
}

export function isUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function unsubscribeUrl(appUrl: string, secret: string, email: string): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(secret, email) });
  return `${appUrl}/api/mailings/unsubscribe?${query}`;
}

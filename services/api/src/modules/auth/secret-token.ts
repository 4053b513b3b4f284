import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for links in e-mails and refresh tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a leaked table opens no account. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

import { createSecretKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { User } from '../users/user.entity';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const DAY_MS = 24 * 3600 * 1000;
/** "Husk meg" keeps a session for 30 days; otherwise it lasts a day at most. */
export const SESSION_LIFETIME_MS = { persistent: 30 * DAY_MS, session: DAY_MS };

export interface IssuedSession {
  user: User;
  accessToken: string;
  refreshToken: string;
  persistent: boolean;
  refreshExpiresAt: Date;
}

export interface AccessTokenPayload {
  sub: string;
  role: string;
  /** The user's token version when issued; a password reset raises it and ends every session. */
  ver: number;
  /** The session (refresh-token family) it belongs to; logout ends it before the token expires. */
  sid: string;
}

/**
 * The HMAC key as a KeyObject: given a string, jsonwebtoken first tries to parse it as a public
 * key on every verify, which cost a third of the time of a signed-in request under load.
 */
export function jwtKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

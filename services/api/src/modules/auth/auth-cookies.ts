import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS } from './session-policy';
import type { IssuedSession } from './session-policy';

export const ACCESS_COOKIE = 'yb_access';
export const REFRESH_COOKIE = 'yb_refresh';

// The refresh token only ever travels to the auth routes that need it.
const REFRESH_PATH = '/api/auth';

/**
 * httpOnly so scripts never see a token; SameSite=Lax so they ride along only on same-site
 * requests; Secure in production.
 */
export function setSessionCookies(
  reply: FastifyReply,
  session: IssuedSession,
  secure: boolean,
): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  void reply.setCookie(ACCESS_COOKIE, session.accessToken, {
    ...base,
    path: '/api',
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...base,
    path: REFRESH_PATH,
    // Without "Husk meg" the cookie ends with the browser session.
    ...(session.persistent
      ? { maxAge: Math.floor((session.refreshExpiresAt.getTime() - Date.now()) / 1000) }
      : {}),
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  void reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/api' });
  void reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_PATH });
}

/** A login waiting for its second factor; no session cookie exists until the code is right. */
export const PENDING_SECOND_FACTOR_COOKIE = 'yb_2fa';
const PENDING_PATH = '/api/auth/2fa';

export function setPendingSecondFactorCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  void reply.setCookie(PENDING_SECOND_FACTOR_COOKIE, token, {
    ...pendingCookieOptions(secure),
    maxAge: maxAgeSeconds,
  });
}

export function clearPendingSecondFactorCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(PENDING_SECOND_FACTOR_COOKIE, pendingCookieOptions(secure));
}

// Strict: the second step is only ever posted by our own pages.
function pendingCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'strict' as const, secure, path: PENDING_PATH };
}

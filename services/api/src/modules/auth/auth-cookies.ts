import { SIGNED_OUT_COOKIE } from '@yrkesbro/contracts';
import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS } from './session-policy';
import type { IssuedSession } from './session-policy';

export const ACCESS_COOKIE = 'yb_access';
export const REFRESH_COOKIE = 'yb_refresh';

// The refresh token only ever travels to the auth routes that need it.
const REFRESH_PATH = '/api/auth';

// Long, as a browser without a session stays one until someone signs in.
const SIGNED_OUT_MAX_AGE_SECONDS = 180 * 24 * 3600;

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
  void reply.clearCookie(SIGNED_OUT_COOKIE, signedOutCookieOptions(secure));
}

/**
 * Ends the session's cookies, and tells the pages so (SIGNED_OUT_COOKIE): a visitor's page then
 * skips asking who is signed in, which would cost two refused requests (the check, then the
 * renewal) before a sign-in form can show.
 */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  void reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/api' });
  void reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_PATH });
  void reply.setCookie(SIGNED_OUT_COOKIE, '1', {
    ...signedOutCookieOptions(secure),
    maxAge: SIGNED_OUT_MAX_AGE_SECONDS,
  });
}

// Readable by the pages' scripts: it holds no secret, only that there is no session.
function signedOutCookieOptions(secure: boolean) {
  return { httpOnly: false, sameSite: 'lax' as const, secure, path: '/' };
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

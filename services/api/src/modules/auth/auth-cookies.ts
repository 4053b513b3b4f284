import type { FastifyReply } from 'fastify';

export const ACCESS_COOKIE = 'yb_access';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** httpOnly so scripts never see the token; Lax so it rides along only on same-site requests. */
export function setAccessCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(ACCESS_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api',
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
}

export function clearAccessCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(ACCESS_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/api' });
}

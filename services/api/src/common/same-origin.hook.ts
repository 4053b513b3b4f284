import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection on top of SameSite cookies: a state-changing request that a browser marks
 * as coming from another site (Origin, else Referer) is refused. Clients that send neither
 * (curl, server-to-server) are not browsers and carry no victim's cookies.
 */
export function sameOriginHook(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (!origin || allowed.has(origin)) return;
    await reply
      .status(403)
      .send({ statusCode: 403, error: 'FORBIDDEN', message: AUTH_MESSAGES.crossSiteRefused });
  };
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

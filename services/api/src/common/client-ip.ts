import type { FastifyRequest } from 'fastify';

/** The caller's address as Fastify resolved it (X-Forwarded-For only from trusted proxies). */
export function clientIp(request: FastifyRequest): string {
  return request.ip ?? 'unknown';
}

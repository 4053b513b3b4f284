import { HttpStatus } from '@nestjs/common';
import { COMMON_MESSAGES } from '@yrkesbro/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const INVALID_ADDRESS = 'Adressen er ugyldig.';

/**
 * Fastify's router answers a path it cannot decode (broken %-encoding) or a path parameter past
 * its length limit itself, before any Nest filter sees the request, with the path echoed in
 * English. This gives those answers the API's usual body with a Norwegian message.
 */
export function answerRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const statusCode = error.statusCode ?? HttpStatus.BAD_REQUEST;
  void reply.status(statusCode).send({
    statusCode,
    error: HttpStatus[statusCode] ?? 'Error',
    message: statusCode >= 500 ? COMMON_MESSAGES.internal : INVALID_ADDRESS,
  });
}

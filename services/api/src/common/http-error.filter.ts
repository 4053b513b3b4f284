import { Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import { COMMON_MESSAGES } from '@yrkesbro/contracts';
import type { ApiErrorBody } from '@yrkesbro/contracts';
import type { FastifyReply } from 'fastify';
import { RateLimitedException } from '../infrastructure/rate-limit/rate-limiter.service';
import { QuotaExceededException } from './quota-exceeded.exception';

// Framework defaults are English; the UI shows `message`, so every answer carries Norwegian.
const NORWEGIAN_DEFAULTS: Record<number, string> = {
  400: COMMON_MESSAGES.badRequest,
  401: COMMON_MESSAGES.unauthorized,
  403: COMMON_MESSAGES.forbidden,
  404: COMMON_MESSAGES.notFound,
  413: 'Forespørselen er for stor.',
  415: 'Formatet på forespørselen støttes ikke.',
  429: COMMON_MESSAGES.tooManyRequests,
};

const INVALID_JSON = 'Forespørselen kunne ikke leses. Sjekk at den er gyldig JSON.';

/** Turns every failure into `{ statusCode, message, error }` (plus `details` for validation). */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    if (exception instanceof RateLimitedException) {
      void reply.header('retry-after', String(exception.retryAfterSeconds));
    }
    void reply.status(body.statusCode).header('content-type', 'application/json').send(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof QuotaExceededException) {
      return { ...exception.body, error: 'PAYMENT_REQUIRED' };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const raw =
        typeof response === 'string' ? response : (response as { message?: unknown }).message;
      const messages = Array.isArray(raw) ? raw.map(String) : [];
      const message = messages[0] ?? (typeof raw === 'string' ? raw : '');
      // A machine-readable code (e.g. EMAIL_NOT_VERIFIED) passes through; Nest's prose does not.
      const code =
        typeof response === 'object' ? (response as { error?: unknown }).error : undefined;
      return {
        statusCode,
        error:
          typeof code === 'string' && /^[A-Z_]+$/.test(code)
            ? code
            : (HttpStatus[statusCode] ?? 'Error'),
        message: isFastifyError(exception.cause)
          ? fastifyMessage(statusCode)
          : isFrameworkDefault(message, exception)
            ? norwegianDefault(statusCode)
            : message,
        ...(messages.length > 1 ? { details: messages } : {}),
      };
    }
    // Fastify's own client errors (malformed JSON, body too large) carry a 4xx statusCode.
    const status = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return {
        statusCode: status,
        error: HttpStatus[status] ?? 'Error',
        message: fastifyMessage(status),
      };
    }
    if (isDataException(exception)) {
      return { statusCode: 400, error: 'BAD_REQUEST', message: COMMON_MESSAGES.badRequest };
    }
    if (isGoneMeanwhile(exception)) {
      return { statusCode: 409, error: 'CONFLICT', message: COMMON_MESSAGES.changedMeanwhile };
    }
    if (isLostConnection(exception)) {
      return {
        statusCode: 503,
        error: 'SERVICE_UNAVAILABLE',
        message: COMMON_MESSAGES.serviceUnavailable,
      };
    }
    return { statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: COMMON_MESSAGES.internal };
  }
}

// PostgreSQL restarting or shutting down (57P0x), a connection that failed (08xxx), or the
// driver's own words for a connection cut under it (or a client left broken by such a cut):
// the request may succeed if tried again.
const LOST_CONNECTION_CODES = /^(57P0[1-3]|08\d{3}|ECONNREFUSED|ECONNRESET)$/;

function isLostConnection(exception: unknown): boolean {
  const error = exception as { message?: unknown };
  const code = databaseCode(exception);
  return (
    (typeof code === 'string' && LOST_CONNECTION_CODES.test(code)) ||
    (typeof error?.message === 'string' &&
      /Connection terminated|not queryable/i.test(error.message))
  );
}

// PostgreSQL's data exceptions (class 22): a number out of range for its column, a value it
// cannot read. They come from a value the client sent that no rule stopped: a bad request.
function isDataException(exception: unknown): boolean {
  const code = databaseCode(exception);
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * What a request read was deleted by another before it wrote: a row it refers to is gone
 * (PostgreSQL's 23503, a foreign key), or the row it changed was not there to be read back
 * (TypeORM's EntityNotFoundError). Two people at once (a student withdrawing an application
 * as the business answers it), not a fault: told, and the page can load again.
 */
function isGoneMeanwhile(exception: unknown): boolean {
  return (
    databaseCode(exception) === '23503' ||
    (exception instanceof Error && exception.name === 'EntityNotFoundError')
  );
}

function databaseCode(exception: unknown): unknown {
  const error = exception as { code?: unknown; driverError?: unknown } | undefined;
  return error?.code ?? (error?.driverError as { code?: unknown } | undefined)?.code;
}

/**
 * Fastify's own client errors (malformed JSON, an empty JSON body, an unknown content type, a body
 * too large) reach the filter wrapped by Nest with Fastify's English message.
 */
function isFastifyError(cause: unknown): boolean {
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code.startsWith('FST_');
}

function fastifyMessage(status: number): string {
  return status === 400 ? INVALID_JSON : norwegianDefault(status);
}

function norwegianDefault(status: number): string {
  return (
    NORWEGIAN_DEFAULTS[status] ??
    (status >= 500 ? COMMON_MESSAGES.internal : COMMON_MESSAGES.badRequest)
  );
}

function isFrameworkDefault(message: string, exception: HttpException): boolean {
  return (
    message === '' ||
    message === exception.name.replace(/Exception$/, '').replace(/([a-z])([A-Z])/g, '$1 $2') ||
    /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message) ||
    message === 'Unauthorized' ||
    message === 'Forbidden resource' ||
    message === 'ThrottlerException: Too Many Requests'
  );
}

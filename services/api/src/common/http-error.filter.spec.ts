import type { ArgumentsHost } from '@nestjs/common';
import { COMMON_MESSAGES } from '@yrkesbro/contracts';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { HttpErrorFilter } from './http-error.filter';

/** What the filter answers for `exception`: the status and the body sent. */
function answer(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header: () => reply,
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent;
}

describe('HttpErrorFilter', () => {
  it('answers 409 in Norwegian when a row the request refers to was deleted meanwhile', () => {
    const foreignKey = new QueryFailedError('INSERT INTO interviews', [], {
      code: '23503',
    } as unknown as Error);
    expect(answer(foreignKey)).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'CONFLICT', message: COMMON_MESSAGES.changedMeanwhile },
    });
    const readBack = new EntityNotFoundError('Application', { id: 'borte' });
    expect(answer(readBack).status).toBe(409);
  });

  it('still answers 500 for a fault of its own', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(answer(new Error('kaboom')).status).toBe(500);
  });
});

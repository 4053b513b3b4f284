import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { tooManyRequestsMessage } from '@yrkesbro/contracts';
import request from 'supertest';
import { startTestApp, testConfig } from './support/test-app';

/** Limits that fit schools: a class registers from one address; one e-mail stays guarded. */
describe('registration limits', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startTestApp(
      testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-register-limits-${Date.now()}` }),
    );
  });

  afterAll(async () => {
    await app.close();
  });

  // The test client is on loopback, a trusted proxy, so X-Forwarded-For names the caller.
  const register = (ip: string, email: string) =>
    request(app.getHttpServer()).post('/api/auth/register').set('x-forwarded-for', ip).send({
      email,
      password: 'Hemmelig1',
      confirmPassword: 'Hemmelig1',
      role: 'student',
      school: 'Kuben videregående skole',
    });

  it('lets a class of 35 register within minutes from one school network', async () => {
    for (let pupil = 1; pupil <= 35; pupil++)
      await register('10.20.0.1', `elev${pupil}@kuben.test`).expect(201);
  });

  it('still limits one e-mail address, with Retry-After and how long to wait in Norwegian', async () => {
    const email = 'samme@kuben.test';
    await register('10.20.0.2', email).expect(201);
    // However a taken address is answered, each try from anywhere counts against it.
    for (let attempt = 0; attempt < 4; attempt++)
      await register(`10.20.1.${attempt}`, email).expect(201);
    const limited = await register('10.20.2.1', email).expect(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'TOO_MANY_REQUESTS',
      message: tooManyRequestsMessage(retryAfter),
    });
    expect(limited.body.message).toMatch(/^For mange forsøk\. Prøv igjen om \d+ minutter?\.$/);
  });

  it('still limits one address that registers far more than a class', async () => {
    let status = 0;
    for (let i = 0; i < 200 && status !== 429; i++)
      status = (await register('10.20.3.1', `flom${i}@kuben.test`)).status;
    expect(status).toBe(429);
  });
});

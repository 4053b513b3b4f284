import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { startTestApp, testConfig } from './support/test-app';

describe('API foundation', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports database and Redis as up on /api/health', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
    // No worker runs beside this app: health says so instead of hiding it.
    expect(response.body.queues).toEqual({ workers: 0, queued: expect.any(Number) });
  });

  it('answers unknown routes with the JSON error format in Norwegian', async () => {
    const response = await request(app.getHttpServer()).get('/api/finnes-ikke').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      error: 'NOT_FOUND',
      message: 'Fant ikke det du lette etter.',
    });
  });

  it('answers malformed JSON with 400 and a Norwegian message', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(response.body.message).toBe(
      'Forespørselen kunne ikke leses. Sjekk at den er gyldig JSON.',
    );
  });

  it('sends security headers and allows credentialed CORS only for the shell', async () => {
    const allowed = await request(app.getHttpServer())
      .get('/api/health')
      .set('origin', 'http://localhost:4200')
      .expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    expect(allowed.headers['strict-transport-security']).toBeDefined();

    const foreign = await request(app.getHttpServer())
      .get('/api/health')
      .set('origin', 'https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const response = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(response.body.info.title).toBe('Yrkesbro API');
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/login']),
    );
  });

  it('keeps Swagger and the dev mail route out of production, and its pages unframeable', async () => {
    const production = await startTestApp(
      testConfig({
        NODE_ENV: 'production',
        APP_URL: 'https://yrkesbro.test',
        CORS_ORIGINS: 'https://yrkesbro.test',
        SMTP_HOST: 'smtp.yrkesbro.test',
        SMTP_USER: 'yrkesbro',
        SMTP_PASSWORD: 'hemmelig',
        TOTP_ENCRYPTION_KEY: 'a-totp-key-that-is-long-enough-for-hkdf',
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-production`,
      }),
    );
    try {
      const server = production.getHttpServer();
      await request(server).get('/api/docs').expect(404);
      await request(server).get('/api/docs-json').expect(404);
      await request(server)
        .post('/api/dev/test-mail')
        .set('origin', 'https://yrkesbro.test')
        .send({ to: 'x@yrkesbro.test' })
        .expect(404);
      const health = await request(server).get('/api/health').expect(200);
      const policy = String(health.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/script-src 'self'(;|$)/);
    } finally {
      await production.close();
    }
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { MailCatcher, waitFor } from './support/mail-catcher';
import { startTestApp, startTestWorker, testConfig } from './support/test-app';
import { recordDrill } from './support/trust-report';

/** A free port on loopback, for a Redis of this file's own. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Failure drill: Redis stops answering for a few seconds while mails are queued. Its own
 * redis-server, so the machine's Redis (and every other test) is left alone; SIGSTOP freezes
 * it the way an overloaded or paused Redis would, keeping what it holds.
 */
describe('drill: Redis stops answering for a few seconds', () => {
  const catcher = new MailCatcher();
  let redis: ChildProcess;
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    });
    const config = testConfig({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      SMTP_PORT: await catcher.start(),
    });
    await waitFor(async () => {
      try {
        app = await startTestApp(config);
        return true;
      } catch {
        return false;
      }
    });
    worker = await startTestWorker(config);
  });

  afterAll(async () => {
    redis.kill('SIGCONT');
    await worker?.close();
    await app?.close();
    redis.kill('SIGKILL');
    await catcher.stop();
  });

  const queueMail = (to: string) =>
    request(app.getHttpServer()).post('/api/dev/test-mail').send({ to });

  it('reports Redis down meanwhile, and delivers every mail accepted around it exactly once', async () => {
    await queueMail('for@yrkesbro.test').expect(202);
    redis.kill('SIGSTOP');
    // Asked while Redis is frozen: the request waits for it rather than losing the mail.
    const during = queueMail('under@yrkesbro.test');
    const duringAnswer = during.then((response) => response.status);
    const health = await request(app.getHttpServer()).get('/api/health').expect(503);
    expect(health.body).toMatchObject({ status: 'degraded', redis: 'down', queues: null });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    redis.kill('SIGCONT');
    expect(await duringAnswer).toBe(202);
    await queueMail('etter@yrkesbro.test').expect(202);

    for (const to of ['for@yrkesbro.test', 'under@yrkesbro.test', 'etter@yrkesbro.test']) {
      await waitFor(() => catcher.to(to).length > 0, 20000);
    }
    await request(app.getHttpServer()).get('/api/health').expect(200);
    await waitFor(async () => {
      const { body } = await request(app.getHttpServer()).get('/api/health');
      return body.queues?.queued === 0;
    });
    for (const to of ['for@yrkesbro.test', 'under@yrkesbro.test', 'etter@yrkesbro.test']) {
      expect(catcher.to(to)).toHaveLength(1);
    }
    recordDrill('redis-frozen');
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getQueueToken } from '@nestjs/bullmq';
import { Worker } from 'bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { QUEUES } from '../src/infrastructure/queue/queue-names';
import { MailProcessor } from '../src/modules/mail/mail.processor';
import { MailTransport } from '../src/modules/mail/mail-transport';
import { MailCatcher, waitFor } from './support/mail-catcher';
import { startTestApp, startTestWorker, testConfig } from './support/test-app';

describe('mail: API queue → worker → SMTP', () => {
  const smtp = new MailCatcher();
  const received = smtp.received;
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let config: ReturnType<typeof testConfig>;

  beforeAll(async () => {
    const port = await smtp.start();
    config = testConfig({
      SMTP_PORT: port,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-mail`,
    });
    app = await startTestApp(config);
    worker = await startTestWorker(config);
  });

  afterAll(async () => {
    await worker.close();
    await app.close();
    await smtp.stop();
  });

  it('delivers a queued test mail through the worker', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/dev/test-mail')
      .send({ to: 'mottaker@yrkesbro.test' })
      .expect(202);
    expect(response.body.jobId).toMatch(/^mail-test-/);
    await waitFor(() => received.some((m) => m.to.includes('mottaker@yrkesbro.test')));
    const mail = received.find((m) => m.to.includes('mottaker@yrkesbro.test'))!;
    expect(mail.raw).toMatch(/Subject: Testmelding fra Yrkesbro/);
    expect(mail.raw).toMatch(/From: Yrkesbro <ikke-svar@yrkesbro.no>/);
  });

  it('sends a mail with its reply address, extra headers and attachment on the wire', async () => {
    await worker.get(MailTransport).deliver({
      to: 'hel@yrkesbro.test',
      subject: 'Invitasjon til intervju – Rørlegger Æøå AS',
      text: 'Hei!',
      html: '<p>Hei!</p>',
      replyTo: 'svar@yrkesbro.test',
      headers: { 'List-Unsubscribe': '<https://yrkesbro.test/avmeld>' },
      attachments: [
        { filename: 'intervju.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' },
      ],
    });
    const mail = received.find((m) => m.to.includes('hel@yrkesbro.test'))!;
    expect(mail.to).toEqual(['hel@yrkesbro.test']);
    expect(mail.raw).toMatch(/^From: Yrkesbro <ikke-svar@yrkesbro.no>\r$/m);
    expect(mail.raw).toMatch(/^Reply-To: svar@yrkesbro.test\r$/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe: <https:\/\/yrkesbro.test\/avmeld>\r$/m);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/calendar; name=intervju.ics\r$/m);
    expect(mail.raw).toContain('<p>Hei!</p>');
  });

  it('sends one mail for the same idempotency key, however often it is queued', async () => {
    const send = () =>
      request(app.getHttpServer())
        .post('/api/dev/test-mail')
        .set('idempotency-key', 'samme-nokkel-123')
        .send({ to: 'en-gang@yrkesbro.test' })
        .expect(202);
    const [first, second] = [await send(), await send()];
    expect(first.body.jobId).toBe(second.body.jobId);
    await waitFor(() => received.some((m) => m.to.includes('en-gang@yrkesbro.test')));
    await send();
    await new Promise((r) => setTimeout(r, 500));
    expect(received.filter((m) => m.to.includes('en-gang@yrkesbro.test'))).toHaveLength(1);
  });

  it('keeps no text, link or attachment of a delivered mail in Redis', async () => {
    const queue = app.get<Queue>(getQueueToken(QUEUES.mail));
    const { body } = await request(app.getHttpServer())
      .post('/api/dev/test-mail')
      .send({ to: 'hemmelig@yrkesbro.test' })
      .expect(202);
    await waitFor(() => received.some((m) => m.to.includes('hemmelig@yrkesbro.test')));
    await waitFor(async () => (await queue.getJob(body.jobId))?.finishedOn !== undefined);
    const job = await queue.getJob(body.jobId);
    expect(job?.data).toEqual({
      to: 'hemmelig@yrkesbro.test',
      subject: 'Testmelding fra Yrkesbro',
      text: '',
      html: '',
    });
  });

  it('reports the running worker on /api/health', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(body.queues.workers).toBeGreaterThanOrEqual(1);
  });

  it('retries with backoff', async () => {
    const queue = app.get<Queue>(getQueueToken(QUEUES.mail));
    const { body } = await request(app.getHttpServer())
      .post('/api/dev/test-mail')
      .send({ to: 'forsok@yrkesbro.test' })
      .expect(202);
    const job = await queue.getJob(body.jobId);
    expect(job?.opts).toMatchObject({ attempts: 6, backoff: { type: 'exponential', delay: 2000 } });
  });

  it('delivers within seconds a mail that a worker had taken when it died', async () => {
    const queue = app.get<Queue>(getQueueToken(QUEUES.mail));
    // The mails of the tests before are out first, so the job taken below is this test's.
    await waitFor(
      async () => (await queue.getWaitingCount()) + (await queue.getActiveCount()) === 0,
    );
    const { lockDuration, prefix, connection } = worker.get(MailProcessor).worker.opts;
    await worker.close();
    // Takes the job as a mail worker would, with the same lock, and dies without finishing it.
    const dying = new Worker(QUEUES.mail, undefined, { connection, prefix, lockDuration });
    try {
      const { body } = await request(app.getHttpServer())
        .post('/api/dev/test-mail')
        .send({ to: 'forlatt@yrkesbro.test' })
        .expect(202);
      const job = await dying.getNextJob('dod-arbeider');
      expect(job?.id).toBe(body.jobId);
    } finally {
      await dying.close(true);
    }
    worker = await startTestWorker(config);
    // Its lock lapses, then the next stall check hands it out again: with BullMQ's defaults (30 s
    // each) the person would wait up to a minute for the mail.
    await waitFor(() => received.some((m) => m.to.includes('forlatt@yrkesbro.test')), 20000);
  }, 30000);

  it('refuses an invalid address with the Norwegian message', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/dev/test-mail')
      .send({ to: 'nei' })
      .expect(400);
    expect(response.body.message).toBe('Vennligst angi en gyldig e-post');
  });
});

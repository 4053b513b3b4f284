import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CONTACT_MESSAGES, tooManyRequestsMessage } from '@yrkesbro/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { queuedMails } from './support/mail-jobs';
import { startTestApp, testConfig } from './support/test-app';

describe('contact: POST /api/contact', () => {
  let app: NestFastifyApplication;
  const valid = {
    name: 'Kari Nordmann',
    email: 'kari@eksempel.no',
    subject: 'Læreplass',
    message: 'Hei!\n\nHvordan finner jeg læreplass?',
  };

  beforeAll(async () => {
    app = await startTestApp(
      testConfig({
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-contact`,
        SUPPORT_EMAIL: 'support@yrkesbro.test',
      }),
    );
  });

  afterAll(async () => {
    await app.close();
  });

  const send = (body: object) => request(app.getHttpServer()).post('/api/contact').send(body);

  it('stores the message and queues it to support with Reply-To set to the sender', async () => {
    const response = await send(valid).expect(201);
    expect(response.body).toEqual({ message: CONTACT_MESSAGES.success });
    const stored = await app
      .get(DataSource)
      .getRepository(ContactMessage)
      .findOneByOrFail({ email: valid.email });
    expect(stored).toMatchObject({ name: valid.name, subject: valid.subject, handledAt: null });
    const [mail] = await queuedMails(app, 'support@yrkesbro.test');
    expect(mail.data).toMatchObject({ replyTo: valid.email, subject: 'Kontaktskjema: Læreplass' });
    expect(mail.data.text).toContain('Hvordan finner jeg læreplass?');
  });

  it('requires all four fields with Norwegian messages', async () => {
    const response = await send({}).expect(400);
    expect(response.body.details).toEqual([
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.subjectRequired,
      CONTACT_MESSAGES.messageRequired,
    ]);
    const badEmail = await send({ ...valid, email: 'kari' }).expect(400);
    expect(badEmail.body.message).toBe(CONTACT_MESSAGES.emailInvalid);
    const long = await send({ ...valid, message: 'x'.repeat(5001) }).expect(400);
    expect(long.body.message).toBe('Meldingen kan være på høyst 5000 tegn');
  });

  it('escapes what the sender wrote in the HTML mail', async () => {
    await send({
      ...valid,
      email: 'html@eksempel.no',
      message: '<script>alert(1)</script>',
    }).expect(201);
    const mails = await queuedMails(app, 'support@yrkesbro.test');
    const mail = mails.find((m) => m.data.replyTo === 'html@eksempel.no')!;
    expect(mail.data.html).not.toContain('<script>');
    expect(mail.data.html).toContain('&#60;script&#62;');
  });

  it('limits messages per sender and per IP address', async () => {
    // The test client is on loopback, a trusted proxy, so X-Forwarded-For names the caller.
    const from = (ip: string, email: string) =>
      request(app.getHttpServer())
        .post('/api/contact')
        .set('x-forwarded-for', ip)
        .send({ ...valid, email });
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
      await from(ip, 'ivrig@eksempel.no').expect(201);
    const perSender = await from('10.0.0.4', 'ivrig@eksempel.no').expect(429);
    expect(perSender.body.message).toBe(
      tooManyRequestsMessage(Number(perSender.headers['retry-after'])),
    );
    for (let i = 0; i < 5; i++) await from('10.0.0.9', `avsender${i}@eksempel.no`).expect(201);
    await from('10.0.0.9', 'en-til@eksempel.no').expect(429);
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ADMIN_MESSAGES, AUTH_MESSAGES, UNSUBSCRIBE_MESSAGES } from '@yrkesbro/contracts';
import type { MailingHistoryEntry } from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../src/config/app-config';
import { SMTP_CONNECTIONS } from '../src/modules/mail/mail-transport';
import { MailingsProcessor } from '../src/modules/mailings/mailings.processor';
import {
  MailingsRepository,
  UnsubscribesRepository,
} from '../src/modules/mailings/mailings.repository';
import { unsubscribeToken } from '../src/modules/mailings/unsubscribe-link';
import { MailCatcher, waitFor } from './support/mail-catcher';
import { startTestApp, startTestWorker, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

/** `count` verified accounts of `role` at once, as a bulk import would leave them. */
async function manyUsers(app: NestFastifyApplication, role: string, prefix: string, count: number) {
  await app.get(DataSource).query(
    `INSERT INTO users (email, password_hash, role, email_verified_at)
     SELECT $1 || n || '@yrkesbro.test', 'x', $2, now() FROM generate_series(1, $3) AS n`,
    [prefix, role, count],
  );
}

describe('group mail: stored, queued, fanned out by the worker', () => {
  const catcher = new MailCatcher();
  const relays = [catcher];
  let config: AppConfig;
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let admin: TestAgent;
  let adminId: string;

  const history = async (): Promise<MailingHistoryEntry[]> =>
    (await admin.get('/api/admin/emails/history').expect(200)).body;
  const entry = async (uuid: string) => (await history()).find((row) => row.uuid === uuid)!;
  const withSubject = (subject: string) =>
    catcher.received.filter((mail) => mail.raw.includes(`Subject: ${subject}`));

  beforeAll(async () => {
    const port = await catcher.start();
    config = testConfig({ SMTP_PORT: port, REDIS_PREFIX: `${process.env.REDIS_PREFIX}-mailings` });
    app = await startTestApp(config);
    worker = await startTestWorker(config);
    ({ id: adminId } = await createUser(app, {
      email: 'admin@yrkesbro.test',
      password: 'Admin1234',
      role: 'admin',
    }));
    admin = await signedInAgent(app, 'admin@yrkesbro.test', 'Admin1234');
  });

  afterAll(async () => {
    await worker.close();
    await app.close();
    await Promise.all(relays.map((relay) => relay.stop()));
  });

  it('sends one copy to each verified business, with an unsubscribe link and header', async () => {
    await manyUsers(app, 'business', 'bedrift', 7);
    await createUser(app, {
      email: 'uverifisert@yrkesbro.test',
      password: 'Bedrift12',
      role: 'business',
      verified: false,
    });
    const { body } = await admin
      .post('/api/admin/emails/send')
      .send({
        group: 'business',
        title: 'Nytt fra Yrkesbro',
        msg: 'Hei!\n\nSe <b>dette</b> & mer.',
      })
      .expect(202);
    expect(body).toEqual({ successful: true, recipientCount: 7, uuid: expect.any(String) });

    await waitFor(async () => (await entry(body.uuid)).queued === 0, 20000);
    const mails = withSubject('Nytt fra Yrkesbro');
    expect(mails).toHaveLength(7);
    expect(new Set(mails.flatMap((mail) => mail.to)).size).toBe(7);
    expect(catcher.to('uverifisert@yrkesbro.test')).toEqual([]);
    // Undo quoted-printable soft breaks and header folding.
    const raw = mails[0].raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:4200\/api\/mailings\/unsubscribe\?email=/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain('Se &#60;b&#62;dette&#60;/b&#62; &#38; mer.');
    expect(await entry(body.uuid)).toMatchObject({
      title: 'Nytt fra Yrkesbro',
      msg: 'Hei!\n\nSe <b>dette</b> & mer.',
      group: 'business',
      successful: true,
      recipient_count: 7,
      sent: 7,
      failed: 0,
      sendt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('skips a recipient who unsubscribed through the link, and keeps their account mail', async () => {
    await manyUsers(app, 'student', 'avmeldt', 3);
    const email = 'avmeldt2@yrkesbro.test';
    const link = `/api/mailings/unsubscribe?email=${encodeURIComponent(email)}`;
    const signed = `${link}&token=${unsubscribeToken(config.jwtSecret, email)}`;
    const server = request(app.getHttpServer());
    // A forged, cut or doubled link says so in a page the browser shows, both when it is opened
    // and when a page opened before is submitted; it offers no button that could only fail.
    for (const invalid of [
      `${link}&token=feil`,
      link,
      '/api/mailings/unsubscribe',
      `${signed}&email=annen%40yrkesbro.test`,
    ]) {
      const opened = await server.get(invalid).expect(400);
      expect(opened.headers['content-type']).toMatch(/^text\/html/);
      expect(opened.text).toContain(UNSUBSCRIBE_MESSAGES.invalidLink);
      expect(opened.text).not.toContain(UNSUBSCRIBE_MESSAGES.confirmButton);
      const pressed = await server.post(invalid).type('form').send('').expect(400);
      expect(pressed.headers['content-type']).toMatch(/^text\/html/);
      expect(pressed.text).toContain(UNSUBSCRIBE_MESSAGES.invalidLink);
    }
    const page = await server.get(signed).expect(200);
    expect(page.text).toContain(UNSUBSCRIBE_MESSAGES.confirmButton);
    // So that the page's button posts with its real origin, not `Origin: null`.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    // A mail client's one-click POST (RFC 8058) and the page's button both send a form.
    const done = await server
      .post(signed)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.text).toContain(UNSUBSCRIBE_MESSAGES.doneHeading);

    // The form's count is the list the mailing goes to.
    const listed = (await admin.get('/api/admin/emails/students').expect(200)).body;
    expect(listed.emails).not.toContain(email);
    expect(listed.emails).toEqual(expect.arrayContaining(['avmeldt1@yrkesbro.test']));
    expect(listed.count).toBe(listed.emails.length);
    const { body } = await admin
      .post('/api/admin/emails/send')
      .send({ group: 'student', title: 'Til elevene', msg: 'Hei elever' })
      .expect(202);
    expect(body.recipientCount).toBe(2);
    expect(listed.count).toBe(body.recipientCount);
    await waitFor(async () => (await entry(body.uuid)).queued === 0, 20000);
    expect(
      withSubject('Til elevene')
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual(['avmeldt1@yrkesbro.test', 'avmeldt3@yrkesbro.test']);

    expect(catcher.to(email)).toEqual([]);
    await request(app.getHttpServer()).post('/api/auth/forgot-password').send({ email });
    await waitFor(() => catcher.to(email).length === 1, 20000);
  });

  it('reads each copy with whether its address unsubscribed after the mailing was stored', async () => {
    const mailings = app.get(MailingsRepository);
    const id = await mailings.create(
      { audience: 'student', title: 'Senere', message: 'Hei', createdBy: adminId },
      ['blir@yrkesbro.test', 'gar@yrkesbro.test'],
    );
    await app.get(UnsubscribesRepository).add('gar@yrkesbro.test');
    const copies = await Promise.all(
      (await mailings.queuedRecipients(id)).map((recipient) => mailings.delivery(recipient)),
    );
    expect(copies.map((copy) => [copy?.email, copy?.unsubscribed]).sort()).toEqual([
      ['blir@yrkesbro.test', false],
      ['gar@yrkesbro.test', true],
    ]);
    await mailings.remove(id);
  });

  it('carries a large mailing over a few reused SMTP connections, not one per copy', async () => {
    await manyUsers(app, 'business', 'mengde', 200);
    const opened = catcher.connections;
    const { body } = await admin
      .post('/api/admin/emails/send')
      .send({ group: 'business', title: 'Til mange bedrifter', msg: 'Hei' })
      .expect(202);
    await waitFor(async () => (await entry(body.uuid)).queued === 0, 30000);
    expect(withSubject('Til mange bedrifter')).toHaveLength(body.recipientCount);
    expect(body.recipientCount).toBeGreaterThan(SMTP_CONNECTIONS);
    expect(catcher.connections - opened).toBeLessThanOrEqual(SMTP_CONNECTIONS);
  });

  it("refuses a blank field with 'Vennligst fyll ut alle felt' and an unknown group", async () => {
    for (const body of [
      { group: 'student', title: '  ', msg: 'Hei' },
      { group: 'student', title: 'Hei', msg: '' },
      { group: 'admin', title: 'Hei', msg: 'Hei' },
      { title: 'Hei', msg: 'Hei' },
    ]) {
      const response = await admin.post('/api/admin/emails/send').send(body).expect(400);
      expect(response.body.message).toBe(ADMIN_MESSAGES.completeAllFields);
    }
    const long = await admin
      .post('/api/admin/emails/send')
      .send({ group: 'student', title: 'Hei', msg: 'a'.repeat(20001) })
      .expect(400);
    expect(long.body.message).toBe(ADMIN_MESSAGES.messageTooLong);
  });

  it('refuses a title or message that is not text, and mails nobody', async () => {
    const before = (await history()).length;
    const refused = await admin
      .post('/api/admin/emails/send')
      .send({ group: 'student', title: 123, msg: true })
      .expect(400);
    expect(refused.body.details).toEqual([
      ADMIN_MESSAGES.titleNotText,
      ADMIN_MESSAGES.messageNotText,
    ]);
    const message = await admin
      .post('/api/admin/emails/send')
      .send({ group: 'student', title: 'Hei', msg: 42 })
      .expect(400);
    expect(message.body.message).toBe(ADMIN_MESSAGES.messageNotText);
    expect(await history()).toHaveLength(before);
  });

  it('lets only the configured admin send or read the history', async () => {
    await createUser(app, { email: 'annen@yrkesbro.test', password: 'Admin1234', role: 'admin' });
    await createUser(app, { email: 'elev@yrkesbro.test', password: 'Elev1234', role: 'student' });
    await createUser(app, { email: 'sjef@yrkesbro.test', password: 'Bedrift12', role: 'business' });
    const others = [
      await signedInAgent(app, 'annen@yrkesbro.test', 'Admin1234'),
      await signedInAgent(app, 'elev@yrkesbro.test', 'Elev1234'),
      await signedInAgent(app, 'sjef@yrkesbro.test', 'Bedrift12'),
    ];
    const mail = { group: 'student', title: 'Hei', msg: 'Hei' };
    await request(app.getHttpServer()).post('/api/admin/emails/send').send(mail).expect(401);
    await request(app.getHttpServer()).get('/api/admin/emails/history').expect(401);
    for (const agent of others) {
      const refused = await agent.post('/api/admin/emails/send').send(mail).expect(403);
      expect(refused.body.message).toBe(AUTH_MESSAGES.adminOnly);
      await agent.get('/api/admin/emails/history').expect(403);
    }
  });

  it('ends with exactly 500 copies when the worker is killed mid-run and started again', async () => {
    await manyUsers(app, 'student', 'mange', 500);
    const { body } = await admin
      .post('/api/admin/emails/send')
      .send({ group: 'student', title: 'Fem hundre', msg: 'Til alle' })
      .expect(202);
    expect(body.recipientCount).toBeGreaterThanOrEqual(500);
    const expected = body.recipientCount;
    await waitFor(() => withSubject('Fem hundre').length >= 100, 30000);

    // The relay stops accepting from the first worker before it dies, so the kill lands between
    // deliveries: a copy the relay took is settled first. (A kill inside that window can send
    // one copy twice; delivery is at least once.) The restarted worker talks to a second relay,
    // so nothing the dead one still had in hand can arrive later.
    catcher.refusing = true;
    await waitFor(async () => (await entry(body.uuid)).sent === withSubject('Fem hundre').length);
    await worker.get(MailingsProcessor).worker.close(true);
    await worker.close();
    const beforeRestart = withSubject('Fem hundre').length;
    expect(beforeRestart).toBeLessThan(expected);
    expect((await entry(body.uuid)).queued).toBeGreaterThan(0);

    const secondRelay = new MailCatcher(catcher.received);
    relays.push(secondRelay);
    worker = await startTestWorker({
      ...config,
      smtp: { ...config.smtp, port: Number(await secondRelay.start()) },
    });
    await waitFor(async () => (await entry(body.uuid)).queued === 0, 90000);
    const mails = withSubject('Fem hundre');
    expect(mails).toHaveLength(expected);
    expect(new Set(mails.flatMap((mail) => mail.to)).size).toBe(expected);
    expect(await entry(body.uuid)).toMatchObject({
      successful: true,
      recipient_count: expected,
      sent: expected,
      failed: 0,
      queued: 0,
    });
  }, 150000);
});

import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
} from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { JobAlerts } from '../src/modules/jobs/job-alerts';
import { MailCatcher, waitFor } from './support/mail-catcher';
import { queuedMails } from './support/mail-jobs';
import { startTestApp, startTestWorker, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

describe('saved job searches and their alerts', () => {
  // The worker delivers here and then blanks the queued mail's text (its links are secrets), so
  // the queue counts what was sent and the catcher shows what it said.
  const catcher = new MailCatcher();
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let student: TestAgent;
  let db: DataSource;

  beforeAll(async () => {
    const config = testConfig({
      SMTP_PORT: await catcher.start(),
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-saved-searches`,
    });
    app = await startTestApp(config);
    worker = await startTestWorker(config);
    db = app.get(DataSource);
    await createUser(app, { email: 'elev@skole.test', password: 'Student12', role: 'student' });
    student = await signedInAgent(app, 'elev@skole.test', 'Student12');
  });

  afterAll(async () => {
    await worker.close();
    await app.close();
    await catcher.stop();
  });

  async function publish(title: string, location = 'Bergen'): Promise<string> {
    const [row] = await db.query(
      `INSERT INTO jobs (poster_email, poster_company, title, description, requirements, location,
                         salary_min, salary_max, vocation_id, job_type, status)
       SELECT 'post@firma.test', 'Byggmester AS', $1, 'Vi søker en motivert ungdom.', '{}', $2,
              200000, 300000, v.id, 'apprenticeship', 'open'
         FROM vocations v WHERE v.name = 'Tømrer' RETURNING id`,
      [title, location],
    );
    return row.id;
  }
  const alerts = () => worker.get(JobAlerts).run('immediate');
  const isAlert = (subject: string) => subject.includes('for søket «Lærling i Bergen»');
  const mails = async () =>
    (await queuedMails(app, 'elev@skole.test')).filter((job) => isAlert(job.data.subject));
  const deliveredText = async () => {
    const delivered = () => catcher.to('elev@skole.test').filter((mail) => isAlert(mail.subject));
    await waitFor(() => delivered().length > 0);
    return delivered()[0].text;
  };

  it('alerts a job published after the save once; before, never; edited, not again', async () => {
    const before = await publish('Tømrerlærling hos Byggmester');
    const saved = await student
      .post('/api/jobs/saved-searches')
      .send({ name: 'Lærling i Bergen', q: 'lærling', location: 'Bergen', frequency: 'immediate' })
      .expect(201);
    expect(saved.body).toMatchObject({ name: 'Lærling i Bergen', q: 'lærling', vocation: null });

    const after = await publish('Tømrerlærling');
    await publish('Tømrerlærling', 'Tromsø');
    await alerts();
    await alerts();
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const text = await deliveredText();
    expect(text).toContain(`/jobs/${after}`);
    expect(text).not.toContain(before);
    expect(text).toContain(`/api/jobs/saved-searches/${saved.body.id}/unsubscribe`);

    await db.query(`UPDATE jobs SET title = 'Tømrerlærling (ny tekst)' WHERE id = $1`, [after]);
    await alerts();
    expect(await mails()).toHaveLength(1);
  });

  it('lists, refuses more than the maximum, and deletes only its own', async () => {
    const list = await student.get('/api/jobs/saved-searches').expect(200);
    for (let i = list.body.length; i < MAX_SAVED_SEARCHES; i++) {
      await student
        .post('/api/jobs/saved-searches')
        .send({ name: `Søk ${i}`, q: 'kokk', frequency: 'daily' })
        .expect(201);
    }
    const full = await student
      .post('/api/jobs/saved-searches')
      .send({ name: 'Ett for mye', frequency: 'daily' })
      .expect(422);
    expect(full.body.message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
    const noName = await student
      .post('/api/jobs/saved-searches')
      .send({ name: ' ', frequency: 'daily' })
      .expect(400);
    expect(JSON.stringify(noName.body)).toContain(SAVED_SEARCH_MESSAGES.nameRequired);
    // A name without a space to break at, one past the limit, as the QA pass tried.
    const longName = await student
      .post('/api/jobs/saved-searches')
      .send({ name: 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1), frequency: 'daily' })
      .expect(400);
    expect(longName.body.message).toBe(SAVED_SEARCH_MESSAGES.nameTooLong);

    const all = (await student.get('/api/jobs/saved-searches').expect(200)).body;
    expect(all).toHaveLength(MAX_SAVED_SEARCHES);
    await createUser(app, { email: 'annen@skole.test', password: 'Student12', role: 'student' });
    const other = await signedInAgent(app, 'annen@skole.test', 'Student12');
    await other.delete(`/api/jobs/saved-searches/${all[1].id}`).expect(404);
    await student.delete(`/api/jobs/saved-searches/${all[1].id}`).expect(204);
    expect((await student.get('/api/jobs/saved-searches')).body).toHaveLength(
      MAX_SAVED_SEARCHES - 1,
    );
    await request(app.getHttpServer()).get('/api/jobs/saved-searches').expect(401);
  });

  it('unsubscribes by the mailed link without a login; a forged link does nothing', async () => {
    const link = (await deliveredText()).match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0];
    const { pathname, search } = new URL(link);
    const server = request(app.getHttpServer());
    await server.get(`${pathname}${search}`).expect(200);
    const forged = await server.post(`${pathname}?token=forged`).expect(200);
    expect(forged.text).toContain(SAVED_SEARCH_MESSAGES.invalidLink);
    expect(
      (await student.get('/api/jobs/saved-searches')).body.map((s: { name: string }) => s.name),
    ).toContain('Lærling i Bergen');

    const done = await server.post(`${pathname}${search}`).expect(200);
    expect(done.text).toContain(SAVED_SEARCH_MESSAGES.unsubscribed);
    expect(
      (await student.get('/api/jobs/saved-searches')).body.map((s: { name: string }) => s.name),
    ).not.toContain('Lærling i Bergen');
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DATA_EXPORTS_PER_HOUR, DELETION_GRACE_DAYS, PRIVACY_MESSAGES } from '@yrkesbro/contracts';
import type { AccountDeletionStatus } from '@yrkesbro/contracts';
import { unzipSync } from 'fflate';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { SavedSearchesRepository } from '../src/modules/jobs/saved-searches.repository';
import { AccountPurge } from '../src/modules/privacy/account-purge';
import { png } from './support/fixtures';
import { MailCatcher, waitFor } from './support/mail-catcher';
import { buyPlan, seedStudent } from './support/plans';
import type { SeededStudent } from './support/plans';
import { startTestApp, startTestWorker, testConfig } from './support/test-app';
import { createUser, signedInAgent, userKept } from './support/users';

describe('privacy rights: download my data, delete my account', () => {
  const catcher = new MailCatcher();
  const config = { uploadDir: '', privateUploadDir: '' };
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let kari: SeededStudent;
  let rival: SeededStudent;
  let student: TestAgent;
  let business: TestAgent;
  let businessId: string;
  const kariFiles: string[] = [];
  const rivalFiles: string[] = [];

  const db = () => app.get(DataSource);
  const purge = (now: Date) => worker.get(AccountPurge).run(now);
  const onDisk = (file: string) => existsSync(file);
  const publicFile = (url: string) => path.join(config.uploadDir, url.replace('/api/uploads/', ''));
  const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  };
  const download = async (agent: TestAgent) => {
    const res = await agent.get('/api/account/export').buffer(true).parse(binary).expect(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const json = Buffer.from(files['data.json']).toString('utf8');
    return { res, files, json, data: JSON.parse(json) };
  };
  const alertedSearches = async () =>
    (await worker.get(SavedSearchesRepository, { strict: false }).withFrequency('immediate')).map(
      (search) => search.name,
    );
  const directoryNames = async () =>
    (await business.get('/api/users/students?name=Personvern').expect(200)).body.students.map(
      (s: { name: string }) => s.name,
    );

  async function uploadAvatar(agent: TestAgent, into: string[]): Promise<void> {
    const { body } = await agent
      .post('/api/users/avatar')
      .attach('avatar', await png(), 'meg.png')
      .expect(201);
    into.push(publicFile(body.profile_picture_url), publicFile(body.profile_picture_thumb_url));
  }

  beforeAll(async () => {
    const port = await catcher.start();
    const appConfig = testConfig({
      SMTP_PORT: port,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-privacy`,
    });
    Object.assign(config, appConfig);
    app = await startTestApp(appConfig);
    worker = await startTestWorker(appConfig);

    kari = await seedStudent(app, { name: 'Kari Personvern', location: 'Bergen' });
    rival = await seedStudent(app, { name: 'Rune Personvern-Rival', location: 'Bergen' });
    student = await signedInAgent(app, kari.email, 'Elev1234');
    const rivalAgent = await signedInAgent(app, rival.email, 'Elev1234');
    await uploadAvatar(student, kariFiles);
    await uploadAvatar(rivalAgent, rivalFiles);
    const grades = (
      await student
        .post('/api/users/grades')
        .send({ grades: [{ subject: 'Matematikk 1P', grade: '5' }] })
        .expect(201)
    ).body;
    await student
      .post('/api/users/grades/verify')
      .field('gradeIds', JSON.stringify([grades[0].idstudent_grades]))
      .attach('verificationDoc', await png(), 'vitnemal.png')
      .expect(201);
    const [{ document_key }] = await db().query(
      `SELECT v.document_key FROM grade_verifications v JOIN student_profiles p ON p.id = v.student_id
        WHERE p.user_id = $1`,
      [kari.userId],
    );
    kariFiles.push(path.join(config.privateUploadDir, document_key));

    businessId = (
      await createUser(app, {
        email: 'sjef@personvern.test',
        password: 'Bedrift12',
        role: 'business',
      })
    ).id;
    business = await signedInAgent(app, 'sjef@personvern.test', 'Bedrift12');
    const vocation = (await request(app.getHttpServer()).get('/api/vocations')).body[0].id;
    await business
      .post('/api/businesses')
      .field({
        company_name: 'Personvern AS',
        description: 'Elektrofirma',
        industry: String(vocation),
        location: 'Bergen',
        website: 'https://personvern.test',
        organization_number: '933333337',
      })
      .expect(201);
    // Opening her profile on the free quota is what lets the business write to her first.
    await business.get(`/api/users/profile/${kari.uuid}`).expect(200);
    await business
      .post('/api/messages')
      .send({ receiverId: kari.userId, content: 'Hei Kari, vil du komme på intervju?' })
      .expect(201);
  });

  afterAll(async () => {
    await worker.close();
    await app.close();
    await catcher.stop();
  });

  it('answers anonymous requests with 401', async () => {
    const anonymous = request(app.getHttpServer());
    await anonymous.get('/api/account/export').expect(401);
    await anonymous.post('/api/account/deletion').send({ password: 'x' }).expect(401);
    await anonymous.delete('/api/account/deletion').expect(401);
  });

  it('downloads a zip with everything about the student and their files, and nothing of anyone else', async () => {
    const { res, files, json, data } = await download(student);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="yrkesbro-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(data.account).toEqual([expect.objectContaining({ id: kari.userId, email: kari.email })]);
    expect(data.studentProfile[0].name).toBe('Kari Personvern');
    expect(data.grades).toEqual([
      expect.objectContaining({ subject: 'Matematikk 1P', grade: '5' }),
    ]);
    expect(data.gradeDocuments).toHaveLength(1);
    expect(data.messages).toEqual([
      expect.objectContaining({
        content: 'Hei Kari, vil du komme på intervju?',
        sent_by_me: false,
      }),
    ]);
    // Her files, byte for byte, and the list of where each belongs.
    const zipped = Object.keys(files).filter((name) => name !== 'data.json');
    expect(zipped).toHaveLength(kariFiles.length);
    for (const file of kariFiles) {
      const name = zipped.find((entry) => entry.endsWith(path.basename(file)))!;
      expect(Buffer.from(files[name]).equals(readFileSync(file))).toBe(true);
    }
    expect(data.files.map((f: { name: string }) => f.name).sort()).toEqual(zipped.sort());
    // No secrets, and nothing of the other student.
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(json).not.toMatch(/password_hash|token_hash|token_version|secret|code_hash/);
    expect(json).not.toContain(rival.email);
    expect(json).not.toContain('Rune Personvern-Rival');
    for (const file of rivalFiles) expect(json).not.toContain(path.basename(file));
  });

  it('gives a business its company, and limits downloads per account per hour', async () => {
    const { data } = await download(business);
    expect(data.business[0].company_name).toBe('Personvern AS');
    expect(data.studentProfile).toEqual([]);
    for (let i = 2; i <= DATA_EXPORTS_PER_HOUR; i++) await download(business);
    const refused = await business.get('/api/account/export').expect(429);
    expect(refused.body.message).toMatch(/^For mange forsøk\. Prøv igjen om \d+ minutt/);
  });

  it('needs the current password to delete an account', async () => {
    const missing = await student.post('/api/account/deletion').send({}).expect(400);
    expect(missing.body.message).toBe(PRIVACY_MESSAGES.passwordRequired);
    const wrong = await student.post('/api/account/deletion').send({ password: 'Feil1234' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(PRIVACY_MESSAGES.wrongPassword);
    expect((await student.get('/api/account/deletion').expect(200)).body).toEqual({
      scheduledFor: null,
    });
  });

  it('closes the account at once: signed out everywhere, hidden from businesses, no alerts, a mail sent', async () => {
    const otherSession = await signedInAgent(app, kari.email, 'Elev1234');
    await student
      .post('/api/jobs/saved-searches')
      .send({ name: 'Karis søk', q: 'elektriker', frequency: 'immediate' })
      .expect(201);
    expect(await alertedSearches()).toContain('Karis søk');
    expect(await directoryNames()).toContain('Kari Personvern');
    const before = Date.now();
    const res = await student
      .post('/api/account/deletion')
      .send({ password: 'Elev1234' })
      .expect(200);
    const scheduledFor = new Date((res.body as AccountDeletionStatus).scheduledFor!).getTime();
    expect(scheduledFor - before).toBeGreaterThanOrEqual(DELETION_GRACE_DAYS * 24 * 3600_000);
    expect(scheduledFor - Date.now()).toBeLessThanOrEqual(DELETION_GRACE_DAYS * 24 * 3600_000);
    expect(String(res.headers['set-cookie'])).toMatch(/yb_access=;/);

    await student.get('/api/auth/me').expect(401);
    await otherSession.get('/api/auth/me').expect(401);
    await otherSession.post('/api/auth/refresh-token').expect(401);
    expect(await directoryNames()).not.toContain('Kari Personvern');
    await business.get(`/api/users/profile/${kari.uuid}`).expect(404);
    expect(await alertedSearches()).not.toContain('Karis søk');

    await waitFor(() => catcher.to(kari.email).length > 0);
    expect(catcher.to(kari.email)[0].subject).toBe('Kontoen din hos Yrkesbro blir slettet');
    expect(catcher.to(kari.email)[0].text).toContain('/account/privacy');
    // Where the owner changes the password if it was not her.
    expect(catcher.to(kari.email)[0].text).toContain('/account/security');
  });

  it('lets the owner sign in and cancel before the date, which shows the profile again', async () => {
    student = await signedInAgent(app, kari.email, 'Elev1234');
    const status = (await student.get('/api/account/deletion').expect(200)).body;
    expect(status.scheduledFor).toEqual(expect.any(String));
    // The owner still sees her own profile; nobody else does.
    await student.get(`/api/users/profile/${kari.uuid}`).expect(200);
    expect((await student.delete('/api/account/deletion').expect(200)).body).toEqual({
      scheduledFor: null,
    });
    expect(await directoryNames()).toContain('Kari Personvern');
    await business.get(`/api/users/profile/${kari.uuid}`).expect(200);
    expect(await alertedSearches()).toContain('Karis søk');
    await waitFor(() => catcher.to(kari.email).length > 1);
    expect(catcher.to(kari.email)[1].text).toContain('/account/security');
    // Cancelling twice is harmless.
    await student.delete('/api/account/deletion').expect(200);
  });

  it('deletes the account with its rows and files only when the day has come, once', async () => {
    const { body } = await student
      .post('/api/account/deletion')
      .send({ password: 'Elev1234' })
      .expect(200);
    const day = new Date(body.scheduledFor);
    const rows = async (sql: string) => (await db().query(sql, [kari.userId])).length;
    // Signed in again during the grace period, and known to the API's user cache.
    const lateSession = await signedInAgent(app, kari.email, 'Elev1234');
    await userKept(app, () => lateSession.get('/api/auth/me'));

    expect(await purge(new Date(day.getTime() - 60_000))).toBe(0);
    expect(await rows('SELECT 1 FROM users WHERE id = $1')).toBe(1);
    for (const file of kariFiles) expect(onDisk(file)).toBe(true);

    // A worker that died after removing a file but before the rows: the next run finishes.
    await import('node:fs/promises').then((fs) => fs.rm(kariFiles[0]));
    expect(await purge(new Date(day.getTime() + 60_000))).toBe(1);
    expect(await rows('SELECT 1 FROM users WHERE id = $1')).toBe(0);
    expect(await rows('SELECT 1 FROM student_profiles WHERE user_id = $1')).toBe(0);
    expect(await rows('SELECT 1 FROM conversations WHERE student_id = $1')).toBe(0);
    expect(await rows('SELECT 1 FROM account_deletions WHERE user_id = $1')).toBe(0);
    for (const file of kariFiles) expect(onDisk(file)).toBe(false);
    for (const file of rivalFiles) expect(onDisk(file)).toBe(true);
    expect(await purge(new Date(day.getTime() + 120_000))).toBe(0);
    // The worker deleted the user: the API, another process, hears of it within moments.
    await waitFor(async () => (await lateSession.get('/api/auth/me')).status === 401, 5000);
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: kari.email, password: 'Elev1234' })
      .expect(401);
  });

  it('keeps a deleted business’s paid receipts, without the person', async () => {
    await buyPlan(app, business, 1);
    const { body } = await business
      .post('/api/account/deletion')
      .send({ password: 'Bedrift12' })
      .expect(200);
    expect(await purge(new Date(new Date(body.scheduledFor).getTime() + 1000))).toBe(1);
    expect(await db().query('SELECT 1 FROM users WHERE id = $1', [businessId])).toEqual([]);
    const receipts = await db().query('SELECT * FROM retained_receipts');
    expect(receipts).toEqual([
      expect.objectContaining({
        company_name: 'Personvern AS',
        organization_number: '933333337',
        amount: expect.any(Number),
        paid_at: expect.any(Date),
      }),
    ]);
    expect(JSON.stringify(receipts)).not.toContain('sjef@personvern.test');
  });
});

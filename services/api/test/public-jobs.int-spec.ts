import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { queuedMails } from './support/mail-jobs';
import { accountlessJob } from './support/posted-jobs';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

describe('public job posting with a one-time code', () => {
  let app: NestFastifyApplication;
  let vocation: number;

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-otp` }));
    vocation = (await request(app.getHttpServer()).get('/api/vocations')).body[0].id;
  });

  afterAll(async () => {
    await app.close();
  });

  const posting = (email: string, title = 'Kokk til sommersesongen') => ({
    ...accountlessJob(vocation),
    title,
    requirements: 'Fagbrev som kokk, erfaring fra à la carte',
    email,
    company_name: 'Sjøbua AS',
  });

  const post = (body: object, ip = '10.1.0.1') =>
    request(app.getHttpServer()).post('/api/jobs/public').set('x-forwarded-for', ip).send(body);
  const verify = (body: object, ip = '10.1.9.1') =>
    request(app.getHttpServer()).post('/api/jobs/verify-otp').set('x-forwarded-for', ip).send(body);
  const listed = async (title: string) =>
    (await request(app.getHttpServer()).get('/api/jobs').query({ q: title })).body.total as number;

  async function codeFor(email: string): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const [mail] = await queuedMails(app, email);
      const code = mail?.data.subject && mail.data.text.match(/Koden din er (\d{6})/)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('Ingen kode');
  }

  it('publishes only after the mailed code, and the code works once', async () => {
    const email = 'sjef@sjobua.test';
    const response = await post(posting(email)).expect(201);
    expect(response.body).toEqual({
      requiresVerification: true,
      isVerifiedUser: false,
      email,
      jobUuid: expect.any(String),
    });
    expect(await listed('sommersesongen')).toBe(0);
    const code = await codeFor(email);

    const wrong = await verify({
      email,
      otp: code === '000000' ? '111111' : '000000',
      jobUuid: response.body.jobUuid,
    }).expect(400);
    expect(wrong.body.message).toBe(JOB_MESSAGES.otpInvalid);
    await verify({ email, otp: code, jobUuid: response.body.jobUuid }).expect(200);
    expect(await listed('sommersesongen')).toBe(1);
    const replay = await verify({ email, otp: code, jobUuid: response.body.jobUuid }).expect(400);
    expect(replay.body.message).toBe(JOB_MESSAGES.otpInvalid);
  });

  it('stores only a hash of the code', async () => {
    const email = 'hash@sjobua.test';
    const { body } = await post(posting(email, 'Servitør'), '10.1.0.2').expect(201);
    const code = await codeFor(email);
    const [row] = await app
      .get(DataSource)
      .query(`SELECT code_hash FROM job_verifications WHERE job_id = $1`, [body.jobUuid]);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
  });

  it('locks the code after five wrong attempts', async () => {
    const email = 'gjetter@sjobua.test';
    const { body } = await post(posting(email, 'Oppvasker'), '10.1.0.3').expect(201);
    const code = await codeFor(email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++)
      await verify({ email, otp: wrongCode, jobUuid: body.jobUuid }).expect(400);
    const locked = await verify({ email, otp: code, jobUuid: body.jobUuid }).expect(400);
    expect(locked.body.message).toBe(JOB_MESSAGES.otpTooManyAttempts);
    expect(await listed('oppvasker')).toBe(0);
  });

  it('lets no more than five of a parallel burst of guesses be compared with the code', async () => {
    const email = 'burst@sjobua.test';
    const { body } = await post(posting(email, 'Ryddehjelp'), '10.1.0.9').expect(201);
    const code = await codeFor(email);
    const guesses = Array.from({ length: 20 }, (_, i) => String(100000 + i)).filter(
      (guess) => guess !== code,
    );
    const answers = await Promise.all(
      guesses.map((otp) => verify({ email, otp, jobUuid: body.jobUuid }, '10.1.9.2')),
    );
    const messages = answers.map((answer) => answer.body.message);
    expect(messages.filter((m) => m === JOB_MESSAGES.otpInvalid)).toHaveLength(5);
    expect(messages.filter((m) => m === JOB_MESSAGES.otpTooManyAttempts)).toHaveLength(
      guesses.length - 5,
    );
  });

  it('limits code checks per address, with Retry-After', async () => {
    const attempt = () =>
      verify({ email: 'ingen@sjobua.test', otp: '123456', jobUuid: randomUUID() }, '10.1.9.3');
    for (let i = 0; i < 30; i++) await attempt().expect(400);
    const limited = await attempt().expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an expired code', async () => {
    const email = 'treg@sjobua.test';
    const { body } = await post(posting(email, 'Bartender'), '10.1.0.4').expect(201);
    const code = await codeFor(email);
    await app
      .get(DataSource)
      .query(
        `UPDATE job_verifications SET expires_at = now() - interval '1 second' WHERE job_id = $1`,
        [body.jobUuid],
      );
    const expired = await verify({ email, otp: code, jobUuid: body.jobUuid }).expect(400);
    expect(expired.body.message).toBe(JOB_MESSAGES.otpExpired);
  });

  it('publishes at once for the signed-in business with the same verified e-mail', async () => {
    await createUser(app, {
      email: 'innlogget@bedrift.test',
      password: 'Bedrift12',
      role: 'business',
    });
    const agent = await signedInAgent(app, 'innlogget@bedrift.test', 'Bedrift12');
    await agent.post('/api/businesses').field({
      company_name: 'Innlogget AS',
      description: 'Bedrift',
      industry: String(vocation),
      location: 'Molde',
      website: 'https://innlogget.no',
      organization_number: '998877660',
    });
    const response = await agent
      .post('/api/jobs/public')
      .send(posting('innlogget@bedrift.test', 'Direktepublisert'))
      .expect(201);
    expect(response.body).toMatchObject({ requiresVerification: false, isVerifiedUser: true });
    expect(await listed('direktepublisert')).toBe(1);
    // The same e-mail typed by someone who is not signed in still needs the code.
    const stranger = await post(posting('innlogget@bedrift.test', 'Forfalsket'), '10.1.0.5').expect(
      201,
    );
    expect(stranger.body.requiresVerification).toBe(true);
  });

  it('validates the quick form and limits codes per e-mail', async () => {
    const invalid = await post(
      { ...posting('x@y.test'), title: '', salary_min: 0, email: 'ugyldig' },
      '10.1.0.6',
    ).expect(400);
    expect(invalid.body.details).toEqual(
      expect.arrayContaining([
        JOB_MESSAGES.titleRequired,
        JOB_MESSAGES.salaryMinPositive,
        JOB_MESSAGES.emailInvalid,
      ]),
    );
    for (let i = 0; i < 3; i++)
      await post(posting('mye@sjobua.test', `Jobb ${i}`), `10.2.0.${i}`).expect(201);
    await post(posting('mye@sjobua.test', 'Jobb 4'), '10.2.0.9').expect(429);
  });
});

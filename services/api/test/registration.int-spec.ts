import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  AUTH_MESSAGES,
  ORGANIZATION_NUMBER_MESSAGES,
  tooManyRequestsMessage,
} from '@yrkesbro/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Business } from '../src/modules/businesses/business.entity';
import { StudentProfile } from '../src/modules/students/student-profile.entity';
import { User } from '../src/modules/users/user.entity';
import { waitFor } from './support/mail-catcher';
import { queuedMails, tokenFromMail } from './support/mail-jobs';
import { startTestApp, testConfig } from './support/test-app';

const student = {
  email: 'ny-elev@yrkesbro.test',
  password: 'Hemmelig1',
  confirmPassword: 'Hemmelig1',
  role: 'student',
  school: 'Kuben videregående skole',
};
const business = {
  email: 'ny-bedrift@yrkesbro.test',
  password: 'Hemmelig1',
  confirmPassword: 'Hemmelig1',
  role: 'business',
  companyName: 'Elektro Nord AS',
  organizationNumber: '987 654 325',
};

describe('auth: registration and e-mail verification', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startTestApp(
      testConfig({
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-register`,
        APP_URL: 'http://localhost:4200',
      }),
    );
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  const register = (body: object) =>
    request(app.getHttpServer()).post('/api/auth/register').send(body);
  const login = (email: string, password: string) =>
    request(app.getHttpServer()).post('/api/auth/login').send({ email, password });

  it('registers a student with an empty profile and queues a verification mail', async () => {
    const response = await register(student).expect(201);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.registerSuccess });
    const user = await dataSource.getRepository(User).findOneByOrFail({ email: student.email });
    expect(user).toMatchObject({ role: 'student', emailVerifiedAt: null });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const profile = await dataSource
      .getRepository(StudentProfile)
      .findOneByOrFail({ userId: user.id });
    expect(profile.school).toBe(student.school);
    const [mail] = await queuedMails(app, student.email);
    expect(mail.data.subject).toBe('Bekreft e-postadressen din hos Yrkesbro');
    expect(mail.data.text).toMatch(/http:\/\/localhost:4200\/verify-email\/[\w-]{40,}/);
    expect(mail.id).toMatch(/^mail-verify-email-/);
  });

  it('refuses login until the address is verified; the link works once, then says so', async () => {
    await login(student.email, student.password).expect(403);
    const token = await tokenFromMail(app, student.email, '/verify-email');
    const verified = await request(app.getHttpServer())
      .post('/api/auth/verify-email')
      .send({ token })
      .expect(200);
    expect(verified.body.message).toBe(AUTH_MESSAGES.verificationSuccess);
    await login(student.email, student.password).expect(200);
    const again = await request(app.getHttpServer())
      .post('/api/auth/verify-email')
      .send({ token })
      .expect(409);
    expect(again.body.message).toBe(AUTH_MESSAGES.alreadyVerified);
  });

  it('refuses an unknown or expired verification token', async () => {
    await request(app.getHttpServer())
      .post('/api/auth/verify-email')
      .send({ token: 'finnes-ikke' })
      .expect(400);
    await register({ ...student, email: 'treg@yrkesbro.test' }).expect(201);
    const token = await tokenFromMail(app, 'treg@yrkesbro.test', '/verify-email');
    await dataSource.query(
      `UPDATE "account_tokens" SET "expires_at" = now() - interval '1 minute'`,
    );
    await request(app.getHttpServer()).post('/api/auth/verify-email').send({ token }).expect(400);
  });

  it('registers a business with its company record', async () => {
    await register(business).expect(201);
    const user = await dataSource.getRepository(User).findOneByOrFail({ email: business.email });
    const company = await dataSource.getRepository(Business).findOneByOrFail({ userId: user.id });
    expect(company).toMatchObject({
      companyName: 'Elektro Nord AS',
      organizationNumber: '987654325',
    });
    expect(await dataSource.getRepository(StudentProfile).countBy({ userId: user.id })).toBe(0);
  });

  it('fills the company profile form with the name and number given at registration', async () => {
    await dataSource
      .getRepository(User)
      .update({ email: business.email }, { emailVerifiedAt: new Date() });
    const owner = request.agent(app.getHttpServer());
    await owner
      .post('/api/auth/login')
      .send({ email: business.email, password: business.password })
      .expect(200);
    await owner.get('/api/businesses/mine').expect(404);
    expect((await owner.get('/api/businesses/mine/registration').expect(200)).body).toEqual({
      company_name: 'Elektro Nord AS',
      organization_number: '987654325',
    });
  });

  it('answers a taken e-mail like a new one, tells its owner by mail, and creates nothing more', async () => {
    const response = await register({
      ...business,
      email: 'NY-BEDRIFT@yrkesbro.test',
      companyName: 'Annen AS',
    }).expect(201);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.registerSuccess });
    expect(await dataSource.getRepository(User).countBy({ email: business.email })).toBe(1);
    expect(await dataSource.getRepository(Business).countBy({ companyName: 'Annen AS' })).toBe(0);
    const [notice] = await queuedMails(app, business.email);
    expect(notice.data.subject).toBe('Du har allerede en konto hos Yrkesbro');
    expect(notice.data.text).toContain('http://localhost:4200/forgot-password');
  });

  it('refuses a common or breached password, and overlong fields, with Norwegian messages', async () => {
    for (const password of ['password1', 'Passordet', 'sommer2026']) {
      const refused = await register({
        ...student,
        email: 'vanlig@yrkesbro.test',
        password,
        confirmPassword: password,
      }).expect(400);
      expect(refused.body.message).toBe(AUTH_MESSAGES.passwordCommon);
    }
    const long = await register({
      ...student,
      email: 'lang@yrkesbro.test',
      school: 's'.repeat(500),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(AUTH_MESSAGES.schoolTooLong);
    expect(
      await dataSource
        .getRepository(User)
        .countBy([{ email: 'vanlig@yrkesbro.test' }, { email: 'lang@yrkesbro.test' }]),
    ).toBe(0);
  });

  it.each([
    [{ ...student, school: '' }, AUTH_MESSAGES.schoolRequired],
    [{ ...business, organizationNumber: '' }, AUTH_MESSAGES.organizationNumberRequired],
    [{ ...business, organizationNumber: '12345' }, ORGANIZATION_NUMBER_MESSAGES.length],
    [{ ...business, organizationNumber: '123 456 789' }, ORGANIZATION_NUMBER_MESSAGES.checkDigit],
    [{ ...business, organizationNumber: '912345678' }, ORGANIZATION_NUMBER_MESSAGES.checkDigit],
    [{ ...business, companyName: undefined }, AUTH_MESSAGES.companyNameRequired],
    [{ ...student, role: 'admin' }, AUTH_MESSAGES.roleInvalid],
    [{ ...student, role: undefined }, AUTH_MESSAGES.roleRequired],
    [{ ...student, password: 'svakt1', confirmPassword: 'svakt1' }, AUTH_MESSAGES.passwordMin],
    [{ ...student, confirmPassword: 'Annet123' }, AUTH_MESSAGES.passwordsMustMatch],
    [{ ...student, email: 'ikke-epost' }, AUTH_MESSAGES.emailInvalid],
  ])('refuses %o with the spec message', async (body, message) => {
    const response = await register({
      ...body,
      email: body.email === 'ikke-epost' ? body.email : `x-${Date.now()}@yrkesbro.test`,
    }).expect(400);
    expect([response.body.message, ...(response.body.details ?? [])]).toContain(message);
  });

  it('never creates an admin through registration', async () => {
    await register({ ...student, email: 'wannabe@yrkesbro.test', role: 'admin' }).expect(400);
    expect(await dataSource.getRepository(User).countBy({ email: 'wannabe@yrkesbro.test' })).toBe(
      0,
    );
  });

  it('resends a verification link only to unverified accounts, answering the same always', async () => {
    await register({ ...student, email: 'glemsk@yrkesbro.test' }).expect(201);
    const before = (await queuedMails(app, 'glemsk@yrkesbro.test')).length;
    const resend = (email: string) =>
      request(app.getHttpServer()).post('/api/auth/resend-verification').send({ email });
    const answers = await Promise.all([
      resend('glemsk@yrkesbro.test'),
      resend('ingen@yrkesbro.test'),
      resend(student.email),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body.message).toBe(AUTH_MESSAGES.verificationResent);
    }
    // The mail is queued after the answer, so that its timing tells nothing.
    await waitFor(
      async () => (await queuedMails(app, 'glemsk@yrkesbro.test')).length === before + 1,
    );
    expect((await queuedMails(app, 'ingen@yrkesbro.test')).length).toBe(0);
    // Only the newest link works.
    const newest = await tokenFromMail(app, 'glemsk@yrkesbro.test', '/verify-email');
    await request(app.getHttpServer())
      .post('/api/auth/verify-email')
      .send({ token: newest })
      .expect(200);

    await resend('glemsk@yrkesbro.test').expect(202);
    await resend('glemsk@yrkesbro.test').expect(202);
    const limited = await resend('glemsk@yrkesbro.test').expect(429);
    expect(limited.body.message).toBe(
      tooManyRequestsMessage(Number(limited.headers['retry-after'])),
    );
  });
});

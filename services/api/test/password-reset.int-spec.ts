import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { User } from '../src/modules/users/user.entity';
import { queuedMails, tokenFromMail } from './support/mail-jobs';
import { startTestApp, testConfig } from './support/test-app';
import { cookieValue, createUser, userKept } from './support/users';

describe('auth: forgot and reset password', () => {
  let app: NestFastifyApplication;
  const person = {
    email: 'glemte@yrkesbro.test',
    password: 'Gammelt123',
    role: 'business' as const,
  };

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-reset` }));
    await createUser(app, person);
  });

  afterAll(async () => {
    await app.close();
  });

  const forgot = (email: string) =>
    request(app.getHttpServer()).post('/api/auth/forgot-password').send({ email });
  const reset = (token: string, newPassword: string) =>
    request(app.getHttpServer()).post('/api/auth/reset-password').send({ token, newPassword });

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await forgot(person.email).expect(202);
    const unknown = await forgot('finnes-ikke@yrkesbro.test').expect(202);
    expect(known.body).toEqual({ message: AUTH_MESSAGES.forgotAnswer });
    expect(unknown.body).toEqual(known.body);
    const token = await tokenFromMail(app, person.email, '/reset-password');
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(await queuedMails(app, 'finnes-ikke@yrkesbro.test')).toHaveLength(0);
  });

  it('sets the new password, ends every session and works only once', async () => {
    const login = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: person.email, password: person.password })
      .expect(200);
    const access = cookieValue(login.headers['set-cookie'], 'yb_access')!;
    const refresh = cookieValue(login.headers['set-cookie'], 'yb_refresh')!;
    // The API keeps the user in its cache (UserCache) when the reset comes.
    await userKept(app, () =>
      request(app.getHttpServer()).get('/api/auth/me').set('cookie', `yb_access=${access}`),
    );

    const since = Date.now();
    await forgot(person.email).expect(202);
    const token = await tokenFromMail(app, person.email, '/reset-password', since);
    // A common password is refused before the link is used up: the person may choose again.
    const common = await reset(token, 'qwerty123').expect(400);
    expect(common.body.message).toBe(AUTH_MESSAGES.passwordCommon);
    const done = await reset(token, 'NyttPassord1').expect(200);
    expect(done.body.message).toBe(AUTH_MESSAGES.resetSuccess);

    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('cookie', `yb_access=${access}`)
      .expect(401);
    await request(app.getHttpServer())
      .post('/api/auth/refresh-token')
      .set('cookie', `yb_refresh=${refresh}`)
      .expect(401);
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: person.email, password: person.password })
      .expect(401);
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: person.email, password: 'NyttPassord1' })
      .expect(200);

    const reused = await reset(token, 'EnGangTil1').expect(401);
    expect(reused.body.message).toBe(AUTH_MESSAGES.resetFailed);
  });

  it('lets the owner in with the new password after failed logins had locked the account', async () => {
    const locked = await createUser(app, {
      email: 'laast-ute@yrkesbro.test',
      password: 'Gammelt123',
      role: 'student',
    });
    const login = (password: string) =>
      request(app.getHttpServer()).post('/api/auth/login').send({ email: locked.email, password });
    for (let attempt = 0; attempt < 10; attempt += 1) await login('Feil-passord1').expect(401);
    await login('Gammelt123').expect(429);

    const since = Date.now();
    await forgot(locked.email).expect(202);
    await reset(
      await tokenFromMail(app, locked.email, '/reset-password', since),
      'NyttPassord1',
    ).expect(200);
    await login('NyttPassord1').expect(200);
  });

  it('refuses an expired token with 401', async () => {
    const other = await createUser(app, {
      email: 'utlopt@yrkesbro.test',
      password: 'Gammelt123',
      role: 'student',
    });
    await forgot(other.email).expect(202);
    const token = await tokenFromMail(app, other.email, '/reset-password');
    await app
      .get(DataSource)
      .query(
        `UPDATE "account_tokens" SET "expires_at" = now() - interval '1 second' WHERE "user_id" = $1`,
        [other.id],
      );
    await reset(token, 'NyttPassord1').expect(401);
    const user = await app.get(DataSource).getRepository(User).findOneByOrFail({ id: other.id });
    expect(user.tokenVersion).toBe(0);
  });

  it('applies the registration password rule', async () => {
    const response = await reset('hva-som-helst', 'kort').expect(400);
    expect(response.body.message).toBe(AUTH_MESSAGES.passwordMin);
    const missing = await request(app.getHttpServer())
      .post('/api/auth/reset-password')
      .send({ newPassword: 'NyttPassord1' })
      .expect(400);
    expect(missing.body.message).toBe(AUTH_MESSAGES.resetMissingToken);
  });

  it('verifies an unverified address through a reset link', async () => {
    const unverified = await createUser(app, {
      email: 'aldri-bekreftet@yrkesbro.test',
      password: 'Gammelt123',
      role: 'student',
      verified: false,
    });
    await forgot(unverified.email).expect(202);
    await reset(
      await tokenFromMail(app, unverified.email, '/reset-password'),
      'NyttPassord1',
    ).expect(200);
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: unverified.email, password: 'NyttPassord1' })
      .expect(200);
  });

  it('limits reset requests per e-mail and per IP address', async () => {
    await forgot('spam@yrkesbro.test').expect(202);
    await forgot('spam@yrkesbro.test').expect(202);
    await forgot('spam@yrkesbro.test').expect(202);
    await forgot('spam@yrkesbro.test').expect(429);
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i++)
      status = (await forgot(`ip-${i}@yrkesbro.test`)).status;
    expect(status).toBe(429);
  });
});

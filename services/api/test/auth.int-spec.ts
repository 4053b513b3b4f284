import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  SIGNED_OUT_COOKIE,
  tooManyRequestsMessage,
} from '@yrkesbro/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { User } from '../src/modules/users/user.entity';
import { startTestApp, testConfig } from './support/test-app';
import { cookieValue, createUser, signedInAgent } from './support/users';

/** The "signed out" cookie an answer sets, whole. */
const signedOutHeader = (header: unknown) =>
  (header as string[]).find((c) => c.startsWith(`${SIGNED_OUT_COOKIE}=`));

/** The same, as `name=value`. */
const signedOutCookie = (header: unknown) => signedOutHeader(header)?.split(';')[0];

describe('auth: login, me, refresh, logout', () => {
  let app: NestFastifyApplication;
  const student = {
    email: 'login-elev@yrkesbro.test',
    password: 'Elev1234',
    role: 'student' as const,
  };

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-login` }));
    await createUser(app, student);
  });

  afterAll(async () => {
    await app.close();
  });

  const login = (body: object) => request(app.getHttpServer()).post('/api/auth/login').send(body);

  it('sets httpOnly, SameSite=Lax access and refresh cookies and answers with the user', async () => {
    const response = await login({ email: student.email, password: student.password }).expect(200);
    expect(response.body).toEqual({
      user: { id: expect.any(String), email: student.email, role: 'student' },
    });
    const cookies = response.headers['set-cookie'] as unknown as string[];
    const access = cookies.find((c) => c.startsWith('yb_access='))!;
    const refresh = cookies.find((c) => c.startsWith('yb_refresh='))!;
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).toMatch(/Path=\/api;/);
    expect(access).toMatch(/Max-Age=900/);
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/Path=\/api\/auth/);
    // Without "Husk meg" the refresh cookie ends with the browser session.
    expect(refresh).not.toMatch(/Max-Age/);
    // A new session takes away the pages' "signed out" cookie.
    const signedOut = signedOutHeader(cookies)!;
    expect(signedOut).toMatch(/^yb_signed_out=;/);
    expect(signedOut).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('keeps the session for 30 days with "Husk meg"', async () => {
    const response = await login({
      email: student.email,
      password: student.password,
      rememberMe: true,
    }).expect(200);
    const refresh = (response.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('yb_refresh='),
    )!;
    const maxAge = Number(refresh.match(/Max-Age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    await login({ email: '  LOGIN-Elev@Yrkesbro.test ', password: student.password }).expect(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same Norwegian message', async () => {
    const wrong = await login({ email: student.email, password: 'Feil12345' }).expect(401);
    const unknown = await login({ email: 'ingen@yrkesbro.test', password: 'Feil12345' }).expect(
      401,
    );
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'UNAUTHORIZED',
      message: AUTH_MESSAGES.invalidCredentials,
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an unverified account only after a correct password, with a code the UI can act on', async () => {
    await createUser(app, {
      email: 'uverifisert@yrkesbro.test',
      password: 'Elev1234',
      role: 'student',
      verified: false,
    });
    const response = await login({
      email: 'uverifisert@yrkesbro.test',
      password: 'Elev1234',
    }).expect(403);
    expect(response.body).toEqual({
      statusCode: 403,
      error: 'EMAIL_NOT_VERIFIED',
      message: AUTH_MESSAGES.emailNotVerified,
    });
    await login({ email: 'uverifisert@yrkesbro.test', password: 'Feil12345' }).expect(401);
  });

  it('validates with the shared schema and its exact messages', async () => {
    const response = await login({ email: 'ikke-en-epost', password: '123' }).expect(400);
    expect(response.body.message).toBe(AUTH_MESSAGES.loginEmailInvalid);
    expect(response.body.details).toEqual([
      AUTH_MESSAGES.loginEmailInvalid,
      AUTH_MESSAGES.loginPasswordMin,
    ]);
    const empty = await login({}).expect(400);
    expect(empty.body.details).toEqual([
      AUTH_MESSAGES.loginEmailRequired,
      AUTH_MESSAGES.loginPasswordRequired,
    ]);
  });

  it('answers /api/auth/me for the signed-in user and 401 without a cookie', async () => {
    const agent = await signedInAgent(app, student.email, student.password);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.user).toMatchObject({ email: student.email, role: 'student' });
    const anonymous = await request(app.getHttpServer()).get('/api/auth/me').expect(401);
    expect(anonymous.body.message).toBe(COMMON_MESSAGES.unauthorized);
  });

  it('refuses a forged or tampered token', async () => {
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('cookie', 'yb_access=abc.def.ghi')
      .expect(401);
  });

  it('rotates the refresh token, and a reused old token revokes the whole session', async () => {
    const first = await login({ email: student.email, password: student.password }).expect(200);
    const original = cookieValue(first.headers['set-cookie'], 'yb_refresh')!;
    const refresh = (token: string) =>
      request(app.getHttpServer())
        .post('/api/auth/refresh-token')
        .set('cookie', `yb_refresh=${token}`);

    const rotated = await refresh(original).expect(200);
    expect(rotated.body.user.email).toBe(student.email);
    const next = cookieValue(rotated.headers['set-cookie'], 'yb_refresh')!;
    const access = cookieValue(rotated.headers['set-cookie'], 'yb_access')!;
    expect(next).not.toBe(original);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('cookie', `yb_access=${access}`)
      .expect(200);

    const replay = await refresh(original).expect(401);
    expect(replay.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    await refresh(next).expect(401);
  });

  it('refuses a missing, malformed or unknown refresh token and clears the cookies', async () => {
    const none = await request(app.getHttpServer()).post('/api/auth/refresh-token').expect(401);
    expect(String(none.headers['set-cookie'])).toMatch(/yb_refresh=;/);
    expect(signedOutCookie(none.headers['set-cookie'])).toBe('yb_signed_out=1');
    await request(app.getHttpServer())
      .post('/api/auth/refresh-token')
      .set('cookie', 'yb_refresh=tull')
      .expect(401);
    await request(app.getHttpServer())
      .post('/api/auth/refresh-token')
      .set('cookie', 'yb_refresh=00000000-0000-0000-0000-000000000000.abc')
      .expect(401);
  });

  it('logout clears the cookies and ends the session server-side', async () => {
    const response = await login({ email: student.email, password: student.password }).expect(200);
    const refreshToken = cookieValue(response.headers['set-cookie'], 'yb_refresh')!;
    const accessToken = cookieValue(response.headers['set-cookie'], 'yb_access')!;
    const logout = await request(app.getHttpServer())
      .post('/api/auth/logout')
      .set('cookie', `yb_access=${accessToken}; yb_refresh=${refreshToken}`)
      .expect(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/yb_access=;/);
    // The pages may read that nobody is signed in: not httpOnly, for the whole site, no secret.
    const signedOut = signedOutHeader(logout.headers['set-cookie'])!;
    expect(signedOut).not.toMatch(/HttpOnly/);
    expect(signedOut).toMatch(/Path=\/;/);
    expect(signedOut).toMatch(/SameSite=Lax/);
    expect(signedOutCookie(logout.headers['set-cookie'])).toBe('yb_signed_out=1');
    await request(app.getHttpServer())
      .post('/api/auth/refresh-token')
      .set('cookie', `yb_refresh=${refreshToken}`)
      .expect(401);
  });

  it('refuses a copy of the access token after logout, while other sessions keep working', async () => {
    const signIn = async () => {
      const response = await login({ email: student.email, password: student.password }).expect(
        200,
      );
      const cookies = response.headers['set-cookie'];
      return `yb_access=${cookieValue(cookies, 'yb_access')}; yb_refresh=${cookieValue(cookies, 'yb_refresh')}`;
    };
    const copied = await signIn();
    const otherDevice = await signIn();
    const me = (cookie: string) =>
      request(app.getHttpServer()).get('/api/auth/me').set('cookie', cookie);
    await me(copied).expect(200);
    await request(app.getHttpServer()).post('/api/auth/logout').set('cookie', copied).expect(204);
    await me(copied).expect(401);
    await me(otherDevice).expect(200);
  });

  it('stops accepting the token of a deleted account at once', async () => {
    const gone = await createUser(app, {
      email: 'slettet@yrkesbro.test',
      password: 'Elev1234',
      role: 'student',
    });
    const agent = await signedInAgent(app, gone.email, 'Elev1234');
    await app.get(DataSource).getRepository(User).delete({ id: gone.id });
    await agent.get('/api/auth/me').expect(401);
  });

  it('stores passwords as argon2id hashes', async () => {
    const user = await app
      .get(DataSource)
      .getRepository(User)
      .findOneByOrFail({ email: student.email });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses state-changing requests from another site (CSRF)', async () => {
    const foreign = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('origin', 'https://evil.example')
      .send({ email: student.email, password: student.password })
      .expect(403);
    expect(foreign.body.message).toBe(AUTH_MESSAGES.crossSiteRefused);
    await request(app.getHttpServer())
      .post('/api/auth/logout')
      .set('referer', 'https://evil.example/side')
      .expect(403);
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('origin', 'http://localhost:4200')
      .send({ email: student.email, password: student.password })
      .expect(200);
  });

  it('locks an e-mail on one address after 10 failed logins with 429, Retry-After and the Norwegian message', async () => {
    const target = await createUser(app, {
      email: 'gjettet@yrkesbro.test',
      password: 'Riktig123',
      role: 'student',
    });
    for (let i = 0; i < 10; i++) {
      await login({ email: target.email, password: `Feil${i}1234` }).expect(401);
    }
    const locked = await login({ email: target.email, password: 'Riktig123' }).expect(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(locked.body).toEqual({
      statusCode: 429,
      error: 'TOO_MANY_REQUESTS',
      message: tooManyRequestsMessage(retryAfter),
    });
    // Other accounts are not affected.
    await login({ email: student.email, password: student.password }).expect(200);
  });

  it('lets no more than ten of a parallel burst of guesses reach the password check', async () => {
    const target = await createUser(app, {
      email: 'burst@yrkesbro.test',
      password: 'Riktig123',
      role: 'student',
    });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ email: target.email, password: `Feil${i}1234` }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  });

  it("does not lock the owner out with somebody else's guesses, and slows a guesser who moves address", async () => {
    const target = await createUser(app, {
      email: 'utestengt@yrkesbro.test',
      password: 'Riktig123',
      role: 'student',
    });
    const from = (ip: string, password: string) =>
      login({ email: target.email, password }).set('x-forwarded-for', ip);
    for (let i = 0; i < 10; i++) await from('203.0.113.7', `Feil${i}1234`).expect(401);
    await from('203.0.113.7', 'Riktig123').expect(429);
    // Past ten failures an address gets one try per growing delay.
    await from('198.51.100.9', 'Feil99999').expect(401);
    const slowed = await from('198.51.100.9', 'Feil88888').expect(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    await from('192.0.2.55', 'Riktig123').expect(200);
  });

  it('limits login attempts per IP address, counted in Redis across API replicas', async () => {
    const replica = await startTestApp(
      testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-login` }),
    );
    try {
      let status = 0;
      for (let i = 0; i < 120 && status !== 429; i++) {
        const server = i % 2 === 0 ? app.getHttpServer() : replica.getHttpServer();
        status = (
          await request(server)
            .post('/api/auth/login')
            .send({ email: `ip${i}@yrkesbro.test`, password: 'Feil12345' })
        ).status;
      }
      expect(status).toBe(429);
    } finally {
      await replica.close();
    }
  });
});

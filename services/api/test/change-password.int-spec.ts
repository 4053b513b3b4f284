import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AUTH_MESSAGES, PASSWORD_CHANGE_MESSAGES } from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { queuedMails } from './support/mail-jobs';
import { startTestApp, testConfig } from './support/test-app';
import { cookieValue, createUser, signedInAgent, userKept } from './support/users';

/** "Bytt passord" on /account/security: POST /api/auth/change-password for the signed-in user. */
describe('auth: change password while signed in', () => {
  let app: NestFastifyApplication;
  const OLD = 'Gammelt-passord1';
  const NEW = 'Nytt-passord-2026';

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-change` }));
  });

  afterAll(async () => {
    await app.close();
  });

  const server = () => app.getHttpServer();
  const login = (email: string, password: string, rememberMe = false) =>
    request(server()).post('/api/auth/login').send({ email, password, rememberMe });
  const change = (agent: TestAgent, currentPassword: string, newPassword: string) =>
    agent.post('/api/auth/change-password').send({ currentPassword, newPassword });

  /** A session on another device: its two cookies, as a browser there holds them. */
  async function otherDevice(email: string, password: string) {
    const response = await login(email, password).expect(200);
    const access = cookieValue(response.headers['set-cookie'], 'yb_access')!;
    const refresh = cookieValue(response.headers['set-cookie'], 'yb_refresh')!;
    return {
      me: () => request(server()).get('/api/auth/me').set('cookie', `yb_access=${access}`),
      refresh: () =>
        request(server()).post('/api/auth/refresh-token').set('cookie', `yb_refresh=${refresh}`),
    };
  }

  it('changes the password, keeps this session, ends the others and mails the owner', async () => {
    const email = 'bytter@yrkesbro.test';
    await createUser(app, { email, password: OLD, role: 'student' });
    const agent = request.agent(server());
    const signedIn = await agent
      .post('/api/auth/login')
      .send({ email, password: OLD, rememberMe: true })
      .expect(200);
    const oldAccess = cookieValue(signedIn.headers['set-cookie'], 'yb_access')!;
    const elsewhere = await otherDevice(email, OLD);
    // The API keeps the user in its cache (UserCache) when the change comes.
    await userKept(app, () => elsewhere.me());

    const since = Date.now();
    const changed = await change(agent, OLD, NEW).expect(200);
    expect(changed.body).toEqual({ message: PASSWORD_CHANGE_MESSAGES.changed });

    // This browser got new tokens under the new token version, its "Husk meg" kept.
    const cookies = changed.headers['set-cookie'];
    expect(cookieValue(cookies, 'yb_access')).toBeTruthy();
    expect(cookieValue(cookies, 'yb_access')).not.toBe(oldAccess);
    const refreshCookie = [cookies]
      .flat()
      .find((cookie): cookie is string => String(cookie).startsWith('yb_refresh='));
    expect(refreshCookie).toMatch(/Max-Age=\d{6,}/);
    expect((await agent.get('/api/auth/me').expect(200)).body.user.email).toBe(email);
    await agent.post('/api/auth/refresh-token').expect(200);
    await agent.get('/api/auth/me').expect(200);
    // The tokens it held before are those of the retired version.
    await request(server()).get('/api/auth/me').set('cookie', `yb_access=${oldAccess}`).expect(401);

    // The other device is signed out: its access token now, its refresh token for good.
    await elsewhere.me().expect(401);
    await elsewhere.refresh().expect(401);

    await login(email, OLD).expect(401);
    await login(email, NEW).expect(200);

    const [mail] = (await queuedMails(app, email)).filter((job) => job.timestamp >= since);
    expect(mail?.data.subject).toBe('Passordet ditt hos Yrkesbro er endret');
    expect(mail.data.text).toContain('Passordet ditt er endret');
    expect(mail.data.text).toContain('«Glemt passordet?»');
    expect(mail.data.text).toContain('/forgot-password');
    expect(mail.data.html).toContain('Passordet ditt er endret');
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const email = 'feil-naa@yrkesbro.test';
    await createUser(app, { email, password: OLD, role: 'business' });
    const agent = await signedInAgent(app, email, OLD);
    const elsewhere = await otherDevice(email, OLD);

    const refused = await change(agent, 'Ikke-passordet1', NEW).expect(400);
    expect(refused.body.message).toBe(PASSWORD_CHANGE_MESSAGES.wrongCurrentPassword);
    expect(refused.headers['set-cookie']).toBeUndefined();

    await agent.get('/api/auth/me').expect(200);
    await elsewhere.me().expect(200);
    await login(email, NEW).expect(401);
    await login(email, OLD).expect(200);
    expect(await queuedMails(app, email)).toHaveLength(0);
  });

  it('applies the registration password rule to the new password, with its messages', async () => {
    const email = 'svakt-nytt@yrkesbro.test';
    await createUser(app, { email, password: OLD, role: 'student' });
    const agent = await signedInAgent(app, email, OLD);

    const short = await change(agent, OLD, 'kort').expect(400);
    expect(short.body.message).toBe(AUTH_MESSAGES.passwordMin);
    const long = await change(agent, OLD, 'p'.repeat(129)).expect(400);
    expect(long.body.message).toBe(AUTH_MESSAGES.passwordTooLong);
    const missing = await agent
      .post('/api/auth/change-password')
      .send({ currentPassword: OLD })
      .expect(400);
    expect(missing.body.message).toBe(AUTH_MESSAGES.passwordRequired);
    const noCurrent = await agent
      .post('/api/auth/change-password')
      .send({ newPassword: NEW })
      .expect(400);
    expect(noCurrent.body.message).toBe(PASSWORD_CHANGE_MESSAGES.currentPasswordRequired);
    const same = await change(agent, OLD, OLD).expect(400);
    expect(same.body.message).toBe(PASSWORD_CHANGE_MESSAGES.sameAsCurrent);
    // Common and breached passwords are refused as at registration and reset.
    const common = await change(agent, OLD, 'qwerty123').expect(400);
    expect(common.body.message).toBe(AUTH_MESSAGES.passwordCommon);

    await agent.get('/api/auth/me').expect(200);
    await login(email, OLD).expect(200);
    expect(await queuedMails(app, email)).toHaveLength(0);
  });

  it('answers 401 to nobody signed in, and refuses a request from another site', async () => {
    const email = 'utenfor@yrkesbro.test';
    await createUser(app, { email, password: OLD, role: 'student' });
    await request(server())
      .post('/api/auth/change-password')
      .send({ currentPassword: OLD, newPassword: NEW })
      .expect(401);

    const agent = await signedInAgent(app, email, OLD);
    const foreign = await agent
      .post('/api/auth/change-password')
      .set('origin', 'https://evil.example')
      .send({ currentPassword: OLD, newPassword: NEW })
      .expect(403);
    expect(foreign.body.message).toBe(AUTH_MESSAGES.crossSiteRefused);
    await login(email, OLD).expect(200);
  });

  it('limits guesses of the current password per account, counted before the check', async () => {
    const email = 'gjetter@yrkesbro.test';
    await createUser(app, { email, password: OLD, role: 'student' });
    const agent = await signedInAgent(app, email, OLD);
    // Ten at once: none slips past the count, and every one is refused as wrong.
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => change(agent, `Gjetning-${i}-passord`, NEW)),
    );
    expect(guesses.map((guess) => guess.status)).toEqual(Array(10).fill(400));
    // From another address too: the limit is the account's.
    const limited = await change(agent, OLD, NEW).set('x-forwarded-for', '203.0.113.9').expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body.message).toMatch(/^For mange forsøk/);
    await login(email, NEW).expect(401);
  });
});

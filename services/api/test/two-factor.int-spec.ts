import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TWO_FACTOR_MESSAGES, tooManyRequestsMessage } from '@yrkesbro/contracts';
import { generate } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, testConfig } from './support/test-app';
import { SecretBox } from '../src/modules/auth/two-factor/secret-box';
import { authenticators, cookieValue, createUser } from './support/users';

describe('two-factor login (TOTP)', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  const admin = { email: 'admin@yrkesbro.test', password: 'Admin1234', role: 'admin' as const };
  const business = {
    email: 'tofaktor-bedrift@yrkesbro.test',
    password: 'Bedrift1',
    role: 'business' as const,
  };

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-2fa` }));
    dataSource = app.get(DataSource);
    await createUser(app, admin);
    await createUser(app, business);
  });

  afterAll(async () => {
    await app.close();
  });

  const agent = () => request.agent(app.getHttpServer());
  const passwordStep = (
    client: ReturnType<typeof agent>,
    account: typeof admin | typeof business,
  ) => client.post('/api/auth/login').send({ email: account.email, password: account.password });
  const setCookies = (response: request.Response) =>
    (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];

  it('makes the admin enrol before any session, and shows the recovery codes once', async () => {
    const client = agent();
    const login = await passwordStep(client, admin).expect(200);
    expect(login.body).toEqual({ twoFactorRequired: true, step: 'enrol' });
    expect(cookieValue(setCookies(login), 'yb_access')).toBeUndefined();
    const pending = setCookies(login).find((cookie) => cookie.startsWith('yb_2fa='))!;
    expect(pending).toMatch(/HttpOnly/);
    expect(pending).toMatch(/Path=\/api\/auth\/2fa/);
    await client.get('/api/auth/me').expect(401);
    // The pending cookie opens no other step than its own.
    await client.post('/api/auth/2fa/verify').send({ code: '123456' }).expect(401);

    const setup = await client.post('/api/auth/2fa/enrolment').expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toContain('otpauth://totp/Yrkesbro:admin%40yrkesbro.test');
    expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await client
      .post('/api/auth/2fa/enrolment/confirm')
      .send({ code: await wrongCode(setup.body.secret) })
      .expect(401);
    expect(wrong.body.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);

    const code = await authenticators.add(admin.email, setup.body.secret).nextCode();
    const enrolled = await client
      .post('/api/auth/2fa/enrolment/confirm')
      .send({ code })
      .expect(200);
    expect(enrolled.body.user.email).toBe(admin.email);
    expect(enrolled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.body.recoveryCodes).size).toBe(10);
    authenticators.of(admin.email).recoveryCodes = [...enrolled.body.recoveryCodes];
    await client.get('/api/admin/stats').expect(200);
    expect(await client.get('/api/auth/2fa').expect(200)).toMatchObject({
      body: { enabled: true, required: true, recoveryCodesLeft: 10 },
    });
    // The code that confirmed the app cannot sign in again.
    const again = agent();
    await passwordStep(again, admin).expect(200);
    await again.post('/api/auth/2fa/verify').send({ code }).expect(401);
  });

  it('asks the enrolled admin for a code, refuses a wrong one in Norwegian and a replayed one', async () => {
    const client = agent();
    const login = await passwordStep(client, admin).expect(200);
    expect(login.body).toEqual({ twoFactorRequired: true, step: 'verify' });
    await client.get('/api/admin/stats').expect(401);
    const authenticator = authenticators.of(admin.email);
    const wrong = await client
      .post('/api/auth/2fa/verify')
      .send({ code: await wrongCode(authenticator.secret) })
      .expect(401);
    expect(wrong.body.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    const malformed = await client.post('/api/auth/2fa/verify').send({ code: '12ab' }).expect(400);
    expect(malformed.body.message).toBe(TWO_FACTOR_MESSAGES.codeOrRecoveryFormat);

    const code = await authenticator.nextCode();
    const verified = await client.post('/api/auth/2fa/verify').send({ code }).expect(200);
    expect(cookieValue(setCookies(verified), 'yb_access')).toBeTruthy();
    await client.get('/api/admin/stats').expect(200);
    // The pending login is used up, and the same code is refused on another login.
    await client.post('/api/auth/2fa/verify').send({ code }).expect(401);
    const replay = agent();
    await passwordStep(replay, admin).expect(200);
    const refused = await replay.post('/api/auth/2fa/verify').send({ code }).expect(401);
    expect(refused.body.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
  });

  it('takes a recovery code once, in any case and with or without its dash', async () => {
    const authenticator = authenticators.of(admin.email);
    const recovery = authenticator.recoveryCodes.pop()!;
    const first = agent();
    await passwordStep(first, admin).expect(200);
    await first
      .post('/api/auth/2fa/verify')
      .send({ code: recovery.replace('-', '').toUpperCase() })
      .expect(200);
    await first.get('/api/admin/stats').expect(200);
    const second = agent();
    await passwordStep(second, admin).expect(200);
    await second.post('/api/auth/2fa/verify').send({ code: recovery }).expect(401);
    expect((await first.get('/api/auth/2fa').expect(200)).body.recoveryCodesLeft).toBe(9);
  });

  it('stops guessing after five wrong codes, counted atomically, and a right code then waits too', async () => {
    const user = await createUser(app, {
      email: 'gjetter@yrkesbro.test',
      password: 'Bedrift1',
      role: 'business',
    });
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await dataSource.query(
      `INSERT INTO two_factor_credentials (user_id, secret_ciphertext) VALUES ($1, $2)`,
      [user.id, app.get(SecretBox).encrypt(secret)],
    );
    const client = agent();
    await client
      .post('/api/auth/login')
      .send({ email: 'gjetter@yrkesbro.test', password: 'Bedrift1' })
      .expect(200);
    const wrong = await wrongCode(secret);
    // Parallel guesses cannot slip past the count: exactly five are judged.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/auth/2fa/verify').send({ code: wrong })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      401, 401, 401, 401, 401, 429, 429, 429,
    ]);
    const limited = await client
      .post('/api/auth/2fa/verify')
      .send({ code: await generate({ secret }) })
      .expect(429);
    expect(limited.body.message).toBe(tooManyRequestsMessage(15 * 60));
  });

  it('lets a business turn it on from its settings, sign in with a code, and turn it off with one', async () => {
    const client = agent();
    const login = await passwordStep(client, business).expect(200);
    // Without a second factor a business signs in with its password, as before.
    expect(login.body.user.email).toBe(business.email);
    expect((await client.get('/api/auth/2fa').expect(200)).body).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    await client.post('/api/auth/2fa/enable').send({ code: '123456' }).expect(400);
    const setup = await client.post('/api/auth/2fa/setup').expect(200);
    const wrong = await client
      .post('/api/auth/2fa/enable')
      .send({ code: await wrongCode(setup.body.secret) })
      .expect(400);
    expect(wrong.body.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    const authenticator = authenticators.add(business.email, setup.body.secret);
    const enabled = await client
      .post('/api/auth/2fa/enable')
      .send({ code: await authenticator.nextCode() })
      .expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    authenticator.recoveryCodes = [...enabled.body.recoveryCodes];
    await client.post('/api/auth/2fa/setup').expect(409);

    const next = agent();
    expect((await passwordStep(next, business).expect(200)).body.step).toBe('verify');
    await next
      .post('/api/auth/2fa/verify')
      .send({ code: await authenticator.nextCode() })
      .expect(200);

    const renewed = await next
      .post('/api/auth/2fa/recovery-codes')
      .send({ code: authenticator.recoveryCodes.pop() })
      .expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(authenticator.recoveryCodes[0]);
    const old = authenticator.recoveryCodes[0];
    authenticator.recoveryCodes = [...renewed.body.recoveryCodes];
    await next.post('/api/auth/2fa/disable').send({ code: old }).expect(400);
    await next
      .post('/api/auth/2fa/disable')
      .send({ code: authenticator.recoveryCodes.pop() })
      .expect(200);
    expect((await next.get('/api/auth/2fa').expect(200)).body.enabled).toBe(false);
    expect((await passwordStep(agent(), business).expect(200)).body.user).toBeDefined();
  });

  it('never lets the admin turn it off', async () => {
    const client = agent();
    await passwordStep(client, admin).expect(200);
    await client
      .post('/api/auth/2fa/verify')
      .send({ code: await authenticators.of(admin.email).nextCode() })
      .expect(200);
    const refused = await client
      .post('/api/auth/2fa/disable')
      .send({ code: authenticators.of(admin.email).recoveryCodes.pop() })
      .expect(403);
    expect(refused.body.message).toBe(TWO_FACTOR_MESSAGES.requiredForAdmin);
  });

  it('stores the secret encrypted and the recovery codes hashed', async () => {
    const { secret, recoveryCodes } = authenticators.of(admin.email);
    const [credential] = await dataSource.query(
      `SELECT c.secret_ciphertext FROM two_factor_credentials c
         JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      [admin.email],
    );
    expect(credential.secret_ciphertext).toMatch(/^v1\./);
    expect(credential.secret_ciphertext).not.toContain(secret);
    const rows: { code_hash: string }[] = await dataSource.query(
      `SELECT code_hash FROM two_factor_recovery_codes`,
    );
    const stored = rows.map((row) => row.code_hash).join(' ');
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code.replace('-', ''));
    }
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });
});

/** A code of the right shape that none of the steps the API accepts would give. */
async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const valid = await Promise.all(
    [-30, 0, 30, 60].map((offset) => generate({ secret, epoch: now + offset })),
  );
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate).padStart(6, '0');
    if (!valid.includes(code)) return code;
  }
}

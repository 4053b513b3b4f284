import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { announceUserChange } from '../src/modules/users/user-cache';
import { createAdmin as createAdminIn } from '../src/seed/create-admin';
import { waitFor } from './support/mail-catcher';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent, userKept } from './support/users';

describe('create-admin: the administrator without the demo seed', () => {
  const config = testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-mkadmin` });
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  // The script's own connection to Redis, as `main` makes it: the API hears of the change there.
  const redis = new Redis(config.redisUrl);
  const changed = (id: string) => announceUserChange(redis, config.redisPrefix, id);
  const createAdmin = (
    email: string,
    password: string,
    options: Partial<Parameters<typeof createAdminIn>[3]> = {},
  ) => createAdminIn(dataSource, email, password, { changed, ...options });

  beforeAll(async () => {
    app = await startTestApp(config);
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    redis.disconnect();
    await app.close();
  });

  it('creates a verified admin who can open the admin API, and sets a new password later', async () => {
    await expect(createAdmin('admin@yrkesbro.test', 'Kort1234')).rejects.toThrow('minst 12 tegn');
    expect(await createAdmin('admin@yrkesbro.test', 'Et langt passord 1')).toBe('created');
    const admin = await signedInAgent(app, 'admin@yrkesbro.test', 'Et langt passord 1');
    // The running API keeps the admin in its cache (UserCache) when the new password comes.
    await userKept(app, () => admin.get('/api/admin/stats'));

    expect(await createAdmin('admin@yrkesbro.test', 'Et nytt langt passord')).toBe('updated');
    // The old password and the sessions signed in with it are gone: the running API hears of it
    // within moments, as another process would.
    await waitFor(async () => (await admin.get('/api/admin/stats')).status === 401, 5000);
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: 'admin@yrkesbro.test', password: 'Et langt passord 1' })
      .expect(401);
    await signedInAgent(app, 'admin@yrkesbro.test', 'Et nytt langt passord');
  });

  it('sets up a new authenticator at the next login only when told to reset the second factor', async () => {
    const login = () =>
      request(app.getHttpServer())
        .post('/api/auth/login')
        .send({ email: 'admin@yrkesbro.test', password: 'Et tredje langt passord' })
        .expect(200);
    await createAdmin('admin@yrkesbro.test', 'Et tredje langt passord');
    expect((await login()).body.step).toBe('verify');
    await createAdmin('admin@yrkesbro.test', 'Et tredje langt passord', {
      resetTwoFactor: true,
    });
    expect((await login()).body.step).toBe('enrol');
  });

  it('refuses to turn a student or business account into the admin', async () => {
    await createUser(app, {
      email: 'elev-admin@yrkesbro.test',
      password: 'Elev1234',
      role: 'student',
    });
    await expect(createAdmin('elev-admin@yrkesbro.test', 'Et langt passord 1')).rejects.toThrow(
      'student-konto',
    );
  });
});

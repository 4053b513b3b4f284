import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAdmin } from '../src/seed/create-admin';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

describe('create-admin: the administrator without the demo seed', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-mkadmin` }));
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  it('creates a verified admin who can open the admin API, and sets a new password later', async () => {
    await expect(createAdmin(dataSource, 'admin@yrkesbro.test', 'Kort1234')).rejects.toThrow(
      'minst 12 tegn',
    );
    expect(await createAdmin(dataSource, 'admin@yrkesbro.test', 'Et langt passord 1')).toBe(
      'created',
    );
    const admin = await signedInAgent(app, 'admin@yrkesbro.test', 'Et langt passord 1');
    await admin.get('/api/admin/stats').expect(200);

    expect(await createAdmin(dataSource, 'admin@yrkesbro.test', 'Et nytt langt passord')).toBe(
      'updated',
    );
    // The old password and the sessions signed in with it are gone.
    await admin.get('/api/admin/stats').expect(401);
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
    await createAdmin(dataSource, 'admin@yrkesbro.test', 'Et tredje langt passord');
    expect((await login()).body.step).toBe('verify');
    await createAdmin(dataSource, 'admin@yrkesbro.test', 'Et tredje langt passord', {
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
    await expect(
      createAdmin(dataSource, 'elev-admin@yrkesbro.test', 'Et langt passord 1'),
    ).rejects.toThrow('student-konto');
  });
});

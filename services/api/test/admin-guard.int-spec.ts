import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import request from 'supertest';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

describe('admin: role admin and the configured e-mail, enforced by the API', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-admin` }));
    await createUser(app, { email: 'admin@yrkesbro.test', password: 'Admin1234', role: 'admin' });
    await createUser(app, {
      email: 'annen-admin@yrkesbro.test',
      password: 'Admin1234',
      role: 'admin',
    });
    await createUser(app, { email: 'a-elev@yrkesbro.test', password: 'Elev1234', role: 'student' });
    await createUser(app, {
      email: 'b-elev@yrkesbro.test',
      password: 'Elev1234',
      role: 'student',
      verified: false,
    });
    await createUser(app, {
      email: 'c-bedrift@yrkesbro.test',
      password: 'Bedrift1',
      role: 'business',
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('lets the configured admin read the recipient lists (verified addresses only)', async () => {
    const admin = await signedInAgent(app, 'admin@yrkesbro.test', 'Admin1234');
    const students = await admin.get('/api/admin/emails/students').expect(200);
    expect(students.body.emails).toContain('a-elev@yrkesbro.test');
    expect(students.body.emails).not.toContain('b-elev@yrkesbro.test');
    expect(students.body.count).toBe(students.body.emails.length);
    const businesses = await admin.get('/api/admin/emails/businesses').expect(200);
    expect(businesses.body.emails).toContain('c-bedrift@yrkesbro.test');
  });

  it('refuses an admin-role account with another e-mail', async () => {
    const impostor = await signedInAgent(app, 'annen-admin@yrkesbro.test', 'Admin1234');
    const response = await impostor.get('/api/admin/emails/students').expect(403);
    expect(response.body.message).toBe(AUTH_MESSAGES.adminOnly);
  });

  it('refuses students and businesses, and asks anonymous callers to log in', async () => {
    const student = await signedInAgent(app, 'a-elev@yrkesbro.test', 'Elev1234');
    await student.get('/api/admin/emails/students').expect(403);
    const business = await signedInAgent(app, 'c-bedrift@yrkesbro.test', 'Bedrift1');
    await business.get('/api/admin/emails/businesses').expect(403);
    await request(app.getHttpServer()).get('/api/admin/emails/students').expect(401);
  });
});

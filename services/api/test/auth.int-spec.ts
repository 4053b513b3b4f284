import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { User } from '../src/modules/users/user.entity';
import { startTestApp } from './support/test-app';
import { createUser } from './support/users';

describe('auth: login, me, logout', () => {
  let app: NestFastifyApplication;
  const student = {
    email: 'login-elev@yrkesbro.test',
    password: 'Elev1234',
    role: 'student' as const,
  };

  beforeAll(async () => {
    app = await startTestApp();
    await createUser(app, student);
  });

  afterAll(async () => {
    await app.close();
  });

  const login = (body: object) => request(app.getHttpServer()).post('/api/auth/login').send(body);

  it('sets an httpOnly, SameSite=Lax access cookie and answers with the user', async () => {
    const response = await login({ email: student.email, password: student.password }).expect(200);
    expect(response.body).toEqual({
      user: { id: expect.any(String), email: student.email, role: 'student' },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/yb_access=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api/);
    expect(response.body.user).not.toHaveProperty('passwordHash');
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
    const agent = request.agent(app.getHttpServer());
    await agent
      .post('/api/auth/login')
      .send({ email: student.email, password: student.password })
      .expect(200);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.user).toMatchObject({ email: student.email, role: 'student' });

    const anonymous = await request(app.getHttpServer()).get('/api/auth/me').expect(401);
    expect(anonymous.body.message).toBe('Du må logge inn for å fortsette.');
  });

  it('refuses a forged or tampered token', async () => {
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('cookie', 'yb_access=abc.def.ghi')
      .expect(401);
  });

  it('clears the cookie on logout', async () => {
    const agent = request.agent(app.getHttpServer());
    await agent
      .post('/api/auth/login')
      .send({ email: student.email, password: student.password })
      .expect(200);
    const response = await agent.post('/api/auth/logout').expect(204);
    expect(String(response.headers['set-cookie'])).toMatch(/yb_access=;/);
    await agent.get('/api/auth/me').expect(401);
  });

  it('stops accepting the token of a deleted account at once', async () => {
    const gone = await createUser(app, {
      email: 'slettet@yrkesbro.test',
      password: 'Elev1234',
      role: 'student',
    });
    const agent = request.agent(app.getHttpServer());
    await agent
      .post('/api/auth/login')
      .send({ email: gone.email, password: 'Elev1234' })
      .expect(200);
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
});

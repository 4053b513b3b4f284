import { ServiceUnavailableException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { COMMON_MESSAGES } from '@yrkesbro/contracts';
import Redis from 'ioredis';
import request from 'supertest';
import { RedisService } from '../src/infrastructure/redis/redis.service';
import { EndedSessions } from '../src/modules/auth/ended-sessions';
import { SessionsService } from '../src/modules/auth/sessions.service';
import { waitFor } from './support/mail-catcher';
import { startTestApp, testConfig } from './support/test-app';
import { cookieValue, createUser, userKept } from './support/users';

/**
 * Each API process keeps the ended sessions in memory and hears of new ones through Redis
 * (ended-sessions.ts). Two apps on one database and one Redis prefix stand for two replicas.
 */
describe('ended sessions across API processes', () => {
  const config = testConfig();
  const student = {
    email: 'replika-elev@yrkesbro.test',
    password: 'Elev1234',
    role: 'student' as const,
  };
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;
  const started: NestFastifyApplication[] = [];

  beforeAll(async () => {
    first = await startTestApp(config);
    second = await startTestApp(config);
    started.push(first, second);
    await createUser(first, student);
  });

  afterAll(async () => {
    for (const app of started) await app.close();
  });

  async function signIn(): Promise<string> {
    const response = await request(first.getHttpServer())
      .post('/api/auth/login')
      .send({ email: student.email, password: student.password })
      .expect(200);
    const cookies = response.headers['set-cookie'];
    return `yb_access=${cookieValue(cookies, 'yb_access')}; yb_refresh=${cookieValue(cookies, 'yb_refresh')}`;
  }

  const meStatus = async (app: NestFastifyApplication, cookie: string) =>
    (await request(app.getHttpServer()).get('/api/auth/me').set('cookie', cookie)).status;

  const logOut = (app: NestFastifyApplication, cookie: string) =>
    request(app.getHttpServer()).post('/api/auth/logout').set('cookie', cookie).expect(204);

  it('a logout through one process ends the session in the other', async () => {
    const copied = await signIn();
    const otherDevice = await signIn();
    expect(await meStatus(second, copied)).toBe(200);
    await logOut(first, copied);
    expect(await meStatus(first, copied)).toBe(401);
    await waitFor(async () => (await meStatus(second, copied)) === 401, 5000);
    expect(await meStatus(second, otherDevice)).toBe(200);
  });

  it('a new password through one process ends the sessions in another that keeps the user', async () => {
    const copied = await signIn();
    // Passport keeps one 'jwt' strategy per process, the last app's: in this file every app checks
    // tokens with `second`'s (until `later` starts), and so with `second`'s user cache.
    await userKept(second, () =>
      request(second.getHttpServer()).get('/api/auth/me').set('cookie', copied),
    );
    const { body } = await request(second.getHttpServer())
      .get('/api/auth/me')
      .set('cookie', copied)
      .expect(200);
    // What a password reset does once the link is used, through `first`: `second` hears of it.
    await first.get(SessionsService).endAll(body.user.id);
    await waitFor(async () => (await meStatus(second, copied)) === 401, 5000);
  });

  it('a process that starts after the logout refuses the session too', async () => {
    const copied = await signIn();
    await logOut(second, copied);
    const later = await startTestApp(config);
    started.push(later);
    expect(await meStatus(later, copied)).toBe(401);
  });

  it('a process whose connection to Redis was cut catches up on what ended meanwhile', async () => {
    const copied = await signIn();
    expect(await meStatus(second, copied)).toBe(200);
    const access = /yb_access=([^;]+)/.exec(copied)?.[1] ?? '';
    const { sid } = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()) as {
      sid: string;
    };
    const admin = new Redis(config.redisUrl);
    try {
      const clients = (await admin.client('LIST')) as string;
      const listeners = clients
        .split('\n')
        .filter((line) => line.includes(` name=${config.redisPrefix}:ended-sessions-listener `))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1]);
      expect(listeners.length).toBe(started.length);
      for (const id of listeners) await admin.client('KILL', 'ID', String(id));
      // Ended while nobody listened: left in the set, not announced, as by a process that
      // ended it while the others were away.
      await admin.zadd(`${config.redisPrefix}:ended-sessions`, Date.now() + 960_000, sid);
    } finally {
      admin.disconnect();
    }
    // While it reconnects it answers 503; once it listens again, 401.
    await waitFor(async () => (await meStatus(second, copied)) === 401, 10000);
  });

  it('a process that has not yet heard which sessions ended refuses with a clear 503, and health says Redis is down', async () => {
    const redis = new RedisService(config);
    // Not started: it has neither read the ended sessions nor listened for new ones.
    const sessions = new EndedSessions(redis);
    try {
      expect(sessions.isEnded(undefined)).toBe(false);
      expect(() => sessions.isEnded('a-session')).toThrow(
        new ServiceUnavailableException(COMMON_MESSAGES.serviceUnavailable),
      );
      // Health, which asks RedisService, says so meanwhile.
      expect(await redis.isUp()).toBe(false);
      await sessions.onModuleInit();
      expect(sessions.isEnded('a-session')).toBe(false);
      expect(await redis.isUp()).toBe(true);
    } finally {
      await sessions.onModuleDestroy();
      await redis.onModuleDestroy();
    }
  });
});

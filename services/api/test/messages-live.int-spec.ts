import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LIVE_EVENTS, LIVE_SOCKET_PATH } from '@yrkesbro/contracts';
import type { LiveMessageEvent, LiveUnreadEvent } from '@yrkesbro/contracts';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { queuedMails } from './support/mail-jobs';
import { buyPlan } from './support/plans';
import { startTestApp, testConfig } from './support/test-app';
import { cookieValue, createUser, signedInAgent } from './support/users';

/**
 * The live messages socket across two API replicas on one Redis: a client connected to one
 * hears what was written through the other.
 */
describe('live messages over two API replicas', () => {
  const config = testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-messages-live` });
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;
  const sockets: Socket[] = [];
  const ids: Record<string, string> = {};
  const access: Record<string, string> = {};

  async function listening(): Promise<NestFastifyApplication> {
    const app = await startTestApp(config);
    await app.listen(0, '127.0.0.1');
    return app;
  }

  function urlOf(app: NestFastifyApplication): string {
    const address = app.getHttpServer().address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  async function account(email: string, role: 'student' | 'business') {
    ids[email] = (await createUser(first, { email, password: 'Passord12', role })).id;
    const login = await request(first.getHttpServer())
      .post('/api/auth/login')
      .send({ email, password: 'Passord12' })
      .expect(200);
    access[email] = cookieValue(login.headers['set-cookie'], 'yb_access')!;
  }

  /** A connected socket, or the reason the server refused it. */
  function connect(app: NestFastifyApplication, cookie?: string, origin?: string) {
    const socket = io(urlOf(app), {
      path: LIVE_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: {
        ...(cookie ? { cookie: `yb_access=${cookie}` } : {}),
        ...(origin ? { origin } : {}),
      },
    });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  function next<T>(socket: Socket, event: string): Promise<T> {
    return new Promise((resolve) => socket.once(event, resolve));
  }

  beforeAll(async () => {
    first = await listening();
    second = await listening();
    await account('live-bedrift@yrkesbro.test', 'business');
    await account('live-elev@yrkesbro.test', 'student');
    await account('live-annen@yrkesbro.test', 'student');
    await account('live-borte@yrkesbro.test', 'student');
    await account('live-fjern@yrkesbro.test', 'student');
    // A plan lets the business write first to students that know nothing of it.
    await buyPlan(first, await signedInAgent(first, 'live-bedrift@yrkesbro.test', 'Passord12'), 1);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await first.close();
    await second.close();
  });

  it('refuses a connection without a valid access cookie, and one from another site', async () => {
    await expect(connect(first)).rejects.toThrow('UNAUTHORIZED');
    await expect(connect(first, 'not-a-token')).rejects.toThrow('UNAUTHORIZED');
    await expect(
      connect(first, access['live-elev@yrkesbro.test'], 'https://evil.example'),
    ).rejects.toThrow();
  });

  it("pushes a message written on one replica to the recipient's and the writer's tabs on the other", async () => {
    const studentTab = await connect(second, access['live-elev@yrkesbro.test']);
    const businessOtherTab = await connect(second, access['live-bedrift@yrkesbro.test']);
    const bystander = await connect(second, access['live-annen@yrkesbro.test']);
    const overheard: unknown[] = [];
    bystander.on(LIVE_EVENTS.message, (event) => overheard.push(event));

    const unreadEvents: LiveUnreadEvent[] = [];
    studentTab.on(LIVE_EVENTS.unread, (event: LiveUnreadEvent) => unreadEvents.push(event));
    const toStudent = next<LiveMessageEvent>(studentTab, LIVE_EVENTS.message);
    const toWriter = next<LiveMessageEvent>(businessOtherTab, LIVE_EVENTS.message);
    const sent = await request(first.getHttpServer())
      .post('/api/messages')
      .set('cookie', `yb_access=${access['live-bedrift@yrkesbro.test']}`)
      .send({ receiverId: ids['live-elev@yrkesbro.test'], content: 'Hei fra bedriften' })
      .expect(201);

    const expected = {
      student_id: ids['live-elev@yrkesbro.test'],
      business_id: ids['live-bedrift@yrkesbro.test'],
      message: sent.body,
    };
    expect(await toStudent).toEqual(expected);
    expect(await toWriter).toEqual(expected);

    // Reading on one replica clears the badge in the student's tab on the other.
    const read = () =>
      request(first.getHttpServer())
        .get(`/api/messages/${ids['live-bedrift@yrkesbro.test']}`)
        .set('cookie', `yb_access=${access['live-elev@yrkesbro.test']}`)
        .expect(200);
    const cleared = next<LiveUnreadEvent>(studentTab, LIVE_EVENTS.unread);
    await read();
    expect(await cleared).toEqual({ unread_total: 0 });
    // The message stood for the student's new total: a socket's events come in the order sent,
    // and the only unread event is the reading's.
    expect(unreadEvents).toEqual([{ unread_total: 0 }]);
    // Read again with nothing new, it sends none; a new message read after it sends one.
    await read();
    const toStudentAgain = next<LiveMessageEvent>(studentTab, LIVE_EVENTS.message);
    await request(first.getHttpServer())
      .post('/api/messages')
      .set('cookie', `yb_access=${access['live-bedrift@yrkesbro.test']}`)
      .send({ receiverId: ids['live-elev@yrkesbro.test'], content: 'Og en til' })
      .expect(201);
    await toStudentAgain;
    const clearedAgain = next<LiveUnreadEvent>(studentTab, LIVE_EVENTS.unread);
    await read();
    await clearedAgain;
    expect(unreadEvents).toEqual([{ unread_total: 0 }, { unread_total: 0 }]);
    expect(overheard).toEqual([]);
  });

  it('closes a connection when its session ends: at logout, or at a new password set elsewhere', async () => {
    const email = 'live-okt@yrkesbro.test';
    await createUser(first, { email, password: 'Passord12', role: 'student' });
    const signIn = async () => {
      const cookies = (
        await request(first.getHttpServer())
          .post('/api/auth/login')
          .send({ email, password: 'Passord12' })
          .expect(200)
      ).headers['set-cookie'] as unknown as string[];
      return {
        access: cookieValue(cookies, 'yb_access')!,
        both: `yb_access=${cookieValue(cookies, 'yb_access')}; yb_refresh=${cookieValue(cookies, 'yb_refresh')}`,
      };
    };

    // Logged out through one replica, the tab on the other is closed by the server.
    const loggedOut = await signIn();
    const tab = await connect(second, loggedOut.access);
    const closed = next<string>(tab, 'disconnect');
    await request(first.getHttpServer())
      .post('/api/auth/logout')
      .set('cookie', loggedOut.both)
      .expect(204);
    expect(await closed).toBe('io server disconnect');

    // A new password set in one session closes the others' tabs; its own goes on.
    const elsewhere = await signIn();
    const here = await signIn();
    const elsewhereTab = await connect(second, elsewhere.access);
    const hereTab = await connect(first, here.access);
    const elsewhereClosed = next<string>(elsewhereTab, 'disconnect');
    await request(first.getHttpServer())
      .post('/api/auth/change-password')
      .set('cookie', here.both)
      .send({ currentPassword: 'Passord12', newPassword: 'Et-nytt-passord-2026' })
      .expect(200);
    expect(await elsewhereClosed).toBe('io server disconnect');
    expect(hereTab.connected).toBe(true);
  });

  it('queues one delayed e-mail for an offline recipient per burst, none for one online, and drops it when read', async () => {
    const write = (to: string, content: string) =>
      request(second.getHttpServer())
        .post('/api/messages')
        .set('cookie', `yb_access=${access['live-bedrift@yrkesbro.test']}`)
        .send({ receiverId: ids[to], content })
        .expect(201);
    const notices = async (to: string) =>
      (await queuedMails(first, to)).filter((job) => job.id?.startsWith('mail-message-notice-'));

    await write('live-borte@yrkesbro.test', 'Er du der?');
    await write('live-borte@yrkesbro.test', 'Hallo?');
    const [notice, ...more] = await notices('live-borte@yrkesbro.test');
    expect(more).toEqual([]);
    expect(await notice.isDelayed()).toBe(true);
    expect(notice.data.subject).toMatch(/^Ny melding fra /);
    expect(notice.data.text).toContain(
      `/student/dashboard?fane=meldinger&samtale=${ids['live-bedrift@yrkesbro.test']}`,
    );

    await request(first.getHttpServer())
      .get(`/api/messages/${ids['live-bedrift@yrkesbro.test']}`)
      .set('cookie', `yb_access=${access['live-borte@yrkesbro.test']}`)
      .expect(200);
    expect(await notices('live-borte@yrkesbro.test')).toEqual([]);

    // The message goes through the second replica. Kari has a tab open on it; the other
    // student only on the first, which the second must ask.
    await connect(second, access['live-elev@yrkesbro.test']);
    await write('live-elev@yrkesbro.test', 'Du er visst på nett');
    expect(await notices('live-elev@yrkesbro.test')).toEqual([]);
    await connect(first, access['live-fjern@yrkesbro.test']);
    await write('live-fjern@yrkesbro.test', 'Du er på nett et annet sted');
    expect(await notices('live-fjern@yrkesbro.test')).toEqual([]);
  });
});

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES } from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { buyPlan } from './support/plans';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, publishedJob, signedInAgent } from './support/users';

describe('messages between businesses and students', () => {
  let app: NestFastifyApplication;
  let business: TestAgent;
  let rival: TestAgent;
  let student: TestAgent;
  let other: TestAgent;
  let stranger: TestAgent;
  const ids: Record<string, string> = {};
  /** Each student's profile id, as her public profile's address has it. */
  const profiles: Record<string, string> = {};

  /** A signed-in account; a student has the profile registration gives her (no name yet). */
  async function account(email: string, role: 'student' | 'business') {
    const user = await createUser(app, { email, password: 'Passord12', role });
    ids[email] = user.id;
    if (role === 'student') {
      const [{ id }] = await app
        .get(DataSource)
        .query(
          `INSERT INTO student_profiles (user_id, school) VALUES ($1, 'Bergen tekniske fagskole') RETURNING id`,
          [user.id],
        );
      profiles[email] = id;
    }
    return signedInAgent(app, email, 'Passord12');
  }

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-messages` }));
    business = await account('melding-bedrift@yrkesbro.test', 'business');
    rival = await account('melding-rival@yrkesbro.test', 'business');
    student = await account('melding-elev@yrkesbro.test', 'student');
    other = await account('melding-annen@yrkesbro.test', 'student');
    stranger = await account('melding-fremmed@yrkesbro.test', 'student');
    const vocation = (await request(app.getHttpServer()).get('/api/vocations')).body[0].id;
    await business
      .post('/api/businesses')
      .field({
        company_name: 'Melding AS',
        description: 'Bedrift',
        industry: String(vocation),
        location: 'Bergen',
        website: 'https://x.no',
        organization_number: '933333337',
      })
      .expect(201);
    // The rival pays for contact; the business writes only to students it has a reason to.
    await buyPlan(app, rival, 1);
  });

  afterAll(async () => {
    await app.close();
  });

  const studentId = () => ids['melding-elev@yrkesbro.test'];
  const businessId = () => ids['melding-bedrift@yrkesbro.test'];

  /** A new open job of the business's, by uuid. */
  const postJob = (title: string) =>
    publishedJob(app, business, {
      title,
      description: 'Installasjon.',
      requirements: 'Vg2 elektro',
    });

  function apply(applicant: TestAgent, job: string) {
    return applicant
      .post(`/api/jobs/${job}/apply`)
      .send({ cover_letter: 'Jeg vil lære faget.', resume_url: 'https://cv.no/ola' })
      .expect(201);
  }

  it('refuses a student writing first to a company it has not applied to', async () => {
    const res = await student
      .post('/api/messages/student')
      .send({ businessId: businessId(), content: 'Hei' })
      .expect(403);
    expect(res.body.message).toBe(MESSAGE_MESSAGES.studentMayNotStart);
  });

  it('lets a student write first to a company it has applied to', async () => {
    await apply(other, await postJob('Lærling elektriker'));
    await other
      .post('/api/messages/student')
      .send({ businessId: businessId(), content: 'Hei, jeg søkte i går' })
      .expect(201);
  });

  it('lets a business write to a student and the student answer; HTML stays text', async () => {
    // Opening her profile on the free quota lets the business write first.
    await business.get(`/api/users/profile/${profiles['melding-elev@yrkesbro.test']}`).expect(200);
    const sent = await business
      .post('/api/messages')
      .send({ receiverId: studentId(), content: '  <b>Hei</b> Kari  ' })
      .expect(201);
    expect(sent.body).toMatchObject({ sender_id: businessId(), content: '<b>Hei</b> Kari' });
    await student
      .post('/api/messages/student')
      .send({ businessId: businessId(), content: 'Takk!\nHilsen Kari' })
      .expect(201);
    const history = await business.get(`/api/messages/${studentId()}`).expect(200);
    expect(history.body.messages.map((m: { content: string }) => m.content)).toEqual([
      '<b>Hei</b> Kari',
      'Takk!\nHilsen Kari',
    ]);
    const pair = await student.get(`/api/messages/student/${studentId()}/${businessId()}`);
    expect(pair.status).toBe(200);
    expect(pair.body.messages).toHaveLength(2);
  });

  it('shows a third party only its own, empty conversation; 404 for ids that are no account', async () => {
    const empty = { messages: [], before: null };
    expect((await stranger.get(`/api/messages/${businessId()}`).expect(200)).body).toEqual(empty);
    expect((await rival.get(`/api/messages/${studentId()}`).expect(200)).body).toEqual(empty);
    await business.get('/api/messages/00000000-0000-4000-8000-000000000000').expect(404);
    // A business is no student to talk with, for a business.
    await business.get(`/api/messages/${businessId()}`).expect(404);
    await stranger.get(`/api/messages/student/${studentId()}/${businessId()}`).expect(404);
    await rival.get(`/api/messages/student/${studentId()}/${businessId()}`).expect(404);
    await business.get('/api/messages/not-a-uuid').expect(404);
    await business
      .post('/api/messages')
      .send({ receiverId: businessId(), content: 'x' })
      .expect(404);
    await stranger
      .post('/api/messages/student')
      .send({ businessId: studentId(), content: 'x' })
      .expect(404);
  });

  it('refuses blank and oversized messages with the Norwegian messages', async () => {
    const blank = await business
      .post('/api/messages')
      .send({ receiverId: studentId(), content: '   ' })
      .expect(400);
    expect(blank.body.message).toContain(MESSAGE_MESSAGES.contentRequired);
    // Spaces and zero-width characters pass `trim`, and were sent as an empty bubble.
    const invisible = await business
      .post('/api/messages')
      .send({ receiverId: studentId(), content: ' \u200B\u200C\u200D\u2060\uFEFF ' })
      .expect(400);
    expect(invisible.body.message).toContain(MESSAGE_MESSAGES.contentRequired);
    const long = await business
      .post('/api/messages')
      .send({ receiverId: studentId(), content: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })
      .expect(400);
    expect(long.body.message).toContain(MESSAGE_MESSAGES.contentTooLong);
    await business
      .post('/api/messages')
      .send({ receiverId: studentId(), content: 'a'.repeat(MESSAGE_MAX_LENGTH) })
      .expect(201);
  });

  it('counts unread messages per conversation and clears them when it is opened', async () => {
    await rival
      .post('/api/messages')
      .send({ receiverId: studentId(), content: 'Fra rival' })
      .expect(201);
    await business.post('/api/messages').send({ receiverId: studentId(), content: 'Siste' });
    const list = await student.get('/api/messages/conversations').expect(200);
    expect(list.body).toMatchObject({ total: 2, page: 1, unread_total: 3 });
    expect(list.body.conversations[0]).toMatchObject({
      student_id: studentId(),
      business_id: businessId(),
      business_name: 'Melding AS',
      last_content: 'Siste',
      unread_count: 2,
    });
    expect(list.body.conversations[1]).toMatchObject({
      last_content: 'Fra rival',
      unread_count: 1,
    });
    const paged = await student.get('/api/messages/conversations?page=2&limit=1').expect(200);
    expect(paged.body.conversations.map((c: { last_content: string }) => c.last_content)).toEqual([
      'Fra rival',
    ]);
    // The totals cover every conversation, on a page of one and past the last page alike.
    expect(paged.body).toMatchObject({ total: 2, unread_total: 3 });
    expect(paged.body.conversations[0]).not.toHaveProperty('total');
    expect(paged.body.conversations[0]).not.toHaveProperty('unread');
    const past = await student.get('/api/messages/conversations?page=3&limit=1').expect(200);
    expect(past.body).toMatchObject({ conversations: [], total: 2, unread_total: 3 });
    await student.get(`/api/messages/${businessId()}`).expect(200);
    const after = await student.get('/api/messages/conversations').expect(200);
    expect(after.body.unread_total).toBe(1);
    expect(after.body.conversations[0].unread_count).toBe(0);
    const ofBusiness = await business.get('/api/messages/conversations').expect(200);
    expect(ofBusiness.body.conversations[0]).toMatchObject({ unread_count: 0 });
    // With no name written yet, a student who applied to the business is known there by the
    // e-mail on her application; one who did not is not shown by her address.
    const names = Object.fromEntries(
      ofBusiness.body.conversations.map((c: { student_id: string; student_name: string }) => [
        c.student_id,
        c.student_name,
      ]),
    );
    expect(names).toEqual({
      [studentId()]: null,
      [ids['melding-annen@yrkesbro.test']]: 'melding-annen@yrkesbro.test',
    });
  });

  it('pages the history backwards with a cursor, oldest first', async () => {
    const otherId = ids['melding-annen@yrkesbro.test'];
    for (let n = 1; n <= 5; n++)
      await rival
        .post('/api/messages')
        .send({ receiverId: otherId, content: `M${n}` })
        .expect(201);
    const rivalId = ids['melding-rival@yrkesbro.test'];
    const contents = (res: request.Response) =>
      res.body.messages.map((m: { content: string }) => m.content);
    const latest = await other.get(`/api/messages/${rivalId}?limit=2`).expect(200);
    expect(contents(latest)).toEqual(['M4', 'M5']);
    const earlier = await other
      .get(`/api/messages/${rivalId}?limit=2&before=${latest.body.before}`)
      .expect(200);
    expect(contents(earlier)).toEqual(['M2', 'M3']);
    const first = await other
      .get(`/api/messages/${rivalId}?limit=2&before=${earlier.body.before}`)
      .expect(200);
    expect(contents(first)).toEqual(['M1']);
    expect(first.body.before).toBeNull();
  });

  describe('asking ahead whether one may write', () => {
    let n = 0;
    const mayWrite = async (agent: TestAgent, otherId: string) =>
      (await agent.get(`/api/messages/${otherId}/may-write`).expect(200)).body;

    it('tells a student no for a company it has not applied to, yes once it has', async () => {
      const email = `spor-elev-${++n}@yrkesbro.test`;
      const agent = await account(email, 'student');
      expect(await mayWrite(agent, businessId())).toEqual({ may_write: false });
      // The answer sending gives: refused.
      await agent
        .post('/api/messages/student')
        .send({ businessId: businessId(), content: 'Hei' })
        .expect(403);
      await apply(agent, await postJob('Lærling maler'));
      expect(await mayWrite(agent, businessId())).toEqual({ may_write: true });
      await agent
        .post('/api/messages/student')
        .send({ businessId: businessId(), content: 'Hei, jeg har søkt' })
        .expect(201);
    });

    it('tells a student yes for a company that wrote to her first', async () => {
      const email = `spor-elev-${++n}@yrkesbro.test`;
      const agent = await account(email, 'student');
      // The rival's plan lets it write to any student.
      const rivalId = ids['melding-rival@yrkesbro.test'];
      expect(await mayWrite(agent, rivalId)).toEqual({ may_write: false });
      await rival
        .post('/api/messages')
        .send({ receiverId: ids[email], content: 'Vil du bli lærling hos oss?' })
        .expect(201);
      expect(await mayWrite(agent, rivalId)).toEqual({ may_write: true });
    });

    it('tells a business whether it may write first, asking costing no free view', async () => {
      const email = `spor-elev-${++n}@yrkesbro.test`;
      await account(email, 'student');
      const fresh = await account(`spor-bedrift-${++n}@yrkesbro.test`, 'business');
      expect(await mayWrite(fresh, ids[email])).toEqual({ may_write: false });
      expect((await fresh.get('/api/subscription').expect(200)).body.usage.used).toBe(0);
      expect(await mayWrite(rival, ids[email])).toEqual({ may_write: true });
    });

    it('answers 4xx, never 500, to another role and to ids that are no account of the other role', async () => {
      const email = `spor-elev-${++n}@yrkesbro.test`;
      const agent = await account(email, 'student');
      await agent.get(`/api/messages/${studentId()}/may-write`).expect(404);
      await agent.get('/api/messages/00000000-0000-4000-8000-000000000000/may-write').expect(404);
      await agent.get('/api/messages/not-a-uuid/may-write').expect(404);
      await business.get(`/api/messages/${businessId()}/may-write`).expect(404);
      await request(app.getHttpServer()).get(`/api/messages/${businessId()}/may-write`).expect(401);
      await createUser(app, {
        email: 'spor-admin@yrkesbro.test',
        password: 'Admin1234',
        role: 'admin',
      });
      const admin = await signedInAgent(app, 'spor-admin@yrkesbro.test', 'Admin1234');
      await admin.get(`/api/messages/${businessId()}/may-write`).expect(403);
    });
  });

  describe('a business writing first to a student', () => {
    let n = 0;
    const write = (from: TestAgent, to: string, content = 'Hei, vil du bli lærling hos oss?') =>
      from.post('/api/messages').send({ receiverId: ids[to], content });
    /** Profiles opened on the free quota. */
    const viewsUsed = async (agent: TestAgent) =>
      (await agent.get('/api/subscription').expect(200)).body.usage.used;
    const conversationsOf = async (agent: TestAgent) =>
      (await agent.get('/api/messages/conversations').expect(200)).body.total;

    async function newStudent() {
      const email = `forste-elev-${++n}@yrkesbro.test`;
      return { email, agent: await account(email, 'student') };
    }

    async function newBusiness() {
      return account(`forste-bedrift-${++n}@yrkesbro.test`, 'business');
    }

    it('refuses one with no reason to, with the reason, storing nothing and spending no view', async () => {
      const { email, agent } = await newStudent();
      const stranger = await newBusiness();
      const refused = await write(stranger, email).expect(403);
      expect(refused.body.message).toBe(MESSAGE_MESSAGES.businessMayNotStart);
      expect(await conversationsOf(stranger)).toBe(0);
      expect(await conversationsOf(agent)).toBe(0);
      expect(await viewsUsed(stranger)).toBe(0);
    });

    it('lets it write to a student who has applied to one of its jobs', async () => {
      const { email, agent } = await newStudent();
      await write(business, email).expect(403);
      await apply(agent, await postJob('Lærling rørlegger'));
      await write(business, email).expect(201);
    });

    it('lets it write to a student whose profile it has opened, without counting another view', async () => {
      const seen = await newStudent();
      const unseen = await newStudent();
      const free = await newBusiness();
      await write(free, seen.email).expect(403);
      await free.get(`/api/users/profile/${profiles[seen.email]}`).expect(200);
      expect(await viewsUsed(free)).toBe(1);
      await write(free, seen.email).expect(201);
      await write(free, seen.email, 'En til').expect(201);
      expect(await viewsUsed(free)).toBe(1);
      // The view opens that student only.
      await write(free, unseen.email).expect(403);
    });

    it('lets it write to any student while its plan runs, without counting a view', async () => {
      const { email } = await newStudent();
      const paying = await newBusiness();
      await write(paying, email).expect(403);
      await buyPlan(app, paying, 1);
      await write(paying, email).expect(201);
      expect(await viewsUsed(paying)).toBe(0);
    });

    it('lets it answer a student who wrote first, even once her application is gone', async () => {
      const { email, agent } = await newStudent();
      const job = await postJob('Lærling snekker');
      await apply(agent, job);
      await agent
        .post('/api/messages/student')
        .send({ businessId: businessId(), content: 'Hei, jeg har søkt hos dere' })
        .expect(201);
      const applicants = async () =>
        (
          (await business.get('/api/businesses/applications/all').expect(200)).body
            .applications as { student_user_id: string }[]
        ).map((application) => application.student_user_id);
      expect(await applicants()).toContain(ids[email]);
      // Deleting the job takes her application with it: only the conversation is left.
      await business.delete(`/api/businesses/job/${job}`).expect(204);
      expect(await applicants()).not.toContain(ids[email]);
      await write(business, email, 'Takk, stillingen er dessverre trukket.').expect(201);
    });
  });
});

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES } from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

describe('messages between businesses and students', () => {
  let app: NestFastifyApplication;
  let business: TestAgent;
  let rival: TestAgent;
  let student: TestAgent;
  let other: TestAgent;
  let stranger: TestAgent;
  const ids: Record<string, string> = {};

  async function account(email: string, role: 'student' | 'business') {
    const user = await createUser(app, { email, password: 'Passord12', role });
    ids[email] = user.id;
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
  });

  afterAll(async () => {
    await app.close();
  });

  const studentId = () => ids['melding-elev@yrkesbro.test'];
  const businessId = () => ids['melding-bedrift@yrkesbro.test'];

  it('refuses a student writing first to a company it has not applied to', async () => {
    const res = await student
      .post('/api/messages/student')
      .send({ businessId: businessId(), content: 'Hei' })
      .expect(403);
    expect(res.body.message).toBe(MESSAGE_MESSAGES.studentMayNotStart);
  });

  it('lets a student write first to a company it has applied to', async () => {
    const vocation = (await request(app.getHttpServer()).get('/api/vocations')).body[0].id;
    const job = await business
      .post('/api/businesses/jobs')
      .send({
        title: 'Lærling elektriker',
        description: 'Installasjon.',
        requirements: 'Vg2 elektro',
        location: 'Bergen',
        salary_min: 1,
        salary_max: 2,
        vocation_id: vocation,
        job_type: 'apprenticeship',
      })
      .expect(201);
    await other
      .post(`/api/jobs/${job.body.uuid}/apply`)
      .send({ cover_letter: 'Jeg vil lære faget.', resume_url: 'https://cv.no/ola' })
      .expect(201);
    await other
      .post('/api/messages/student')
      .send({ businessId: businessId(), content: 'Hei, jeg søkte i går' })
      .expect(201);
  });

  it('lets a business write to a student and the student answer; HTML stays text', async () => {
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
    await rival.post('/api/messages').send({ receiverId: studentId(), content: 'Fra rival' });
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
});

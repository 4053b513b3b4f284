import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { APPLICATION_MESSAGES, todayInNorway } from '@yrkesbro/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { queuedMails } from './support/mail-jobs';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, publishedJob, signedInAgent, signedInCompany } from './support/users';

/**
 * The business answers from a page that may be stale (the same job open in two tabs): it says
 * what it saw, and a change made meanwhile is refused (409) instead of overwritten.
 */
describe('answering an application changed meanwhile', () => {
  let app: NestFastifyApplication;
  let business: TestAgent;
  let jobUuid: string;
  let applicants = 0;

  const inDays = (days: number) => todayInNorway(new Date(Date.now() + days * 86400000));
  const range = {
    startDate: new Date(Date.now() - 86400000).toISOString(),
    endDate: new Date(Date.now() + 40 * 86400000).toISOString(),
  };
  const interview = (days: number, interviewTime: string) => ({
    interviewDate: inDays(days),
    interviewTime,
    meetingType: 'physical',
    location: 'Verkstedet, Bergen',
  });

  /** A new student's application to the job: its id, her agent and her queued mails. */
  async function applied() {
    const email = `konflikt-elev-${++applicants}@yrkesbro.test`;
    await createUser(app, { email, password: 'Elev1234', role: 'student' });
    const student = await signedInAgent(app, email, 'Elev1234');
    const id: string = (
      await student
        .post(`/api/jobs/${jobUuid}/apply`)
        .send({ cover_letter: 'Jeg vil bli rørlegger.', resume_url: 'https://cv.example.no/k' })
        .expect(201)
    ).body.id;
    return { id, student, mails: () => queuedMails(app, email) };
  }

  const setStatus = (id: string, body: object) =>
    business.put(`/api/businesses/applications/${id}/status`).send(body);
  const plan = (id: string, body: object) =>
    business.post(`/api/businesses/applications/${id}/schedule-interview`).send(body);
  const cancel = (id: string) => business.delete(`/api/businesses/applications/${id}/interview`);
  const mine = async (student: TestAgent) =>
    (await student.get('/api/users/applications').expect(200)).body[0];

  beforeAll(async () => {
    app = await startTestApp(
      testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-application-conflicts` }),
    );
    business = (
      await signedInCompany(app, {
        email: 'konflikt-bedrift@yrkesbro.test',
        name: 'Konflikt Rør AS',
        orgnr: '911111128',
      })
    ).agent;
    jobUuid = await publishedJob(app, business, {
      title: 'Rørleggerlærling',
      description: 'Rør i bolig og næring.',
      requirements: 'Vg2 rørlegger',
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses a status change from a status it no longer has: nothing changes, no mail', async () => {
    const { id, student, mails } = await applied();
    await setStatus(id, { status: 'rejected', from: 'pending' }).expect(200);
    expect(await mails()).toHaveLength(1);

    // The other tab still shows Venter.
    const refused = await setStatus(id, { status: 'accepted', from: 'pending' }).expect(409);
    expect(refused.body.message).toBe(APPLICATION_MESSAGES.changedMeanwhile);
    expect(await mine(student)).toMatchObject({ status: 'rejected' });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0].data.text).toContain('Ny status: Avvist');
  });

  it('answers a retry of the change already made as done (200), with no second mail', async () => {
    const { id, mails } = await applied();
    await setStatus(id, { status: 'accepted', from: 'pending' }).expect(200);
    const retried = await setStatus(id, { status: 'accepted', from: 'pending' }).expect(200);
    expect(retried.body).toMatchObject({ status: 'accepted' });
    expect(await mails()).toHaveLength(1);
    // A body without `from` (the spec's) is served as before.
    await setStatus(id, { status: 'pending' }).expect(200);
    expect(await mails()).toHaveLength(2);
  });

  it('lets one of two changes sent at once from the same status through, and refuses the other', async () => {
    const { id, student, mails } = await applied();
    const answers = await Promise.all([
      setStatus(id, { status: 'accepted', from: 'pending' }),
      setStatus(id, { status: 'rejected', from: 'pending' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const made = answers.find((answer) => answer.status === 200)!.body.status;
    expect(await mine(student)).toMatchObject({ status: made });
    expect(await mails()).toHaveLength(1);
  });

  it('refuses to move an interview cancelled meanwhile: no new interview, no mail, Venter stays', async () => {
    const { id, student, mails } = await applied();
    await plan(id, { ...interview(5, '10:00'), moving: false }).expect(200);
    await cancel(id).expect(200);
    expect(await mails()).toHaveLength(2);

    // The other tab still shows the interview, and moves it.
    const refused = await plan(id, { ...interview(6, '12:00'), moving: true }).expect(409);
    expect(refused.body.message).toBe(APPLICATION_MESSAGES.changedMeanwhile);
    expect(await mine(student)).toMatchObject({ status: 'pending', interview: null });
    const db = app.get(DataSource);
    expect(await db.query('SELECT id FROM interviews WHERE application_id = $1', [id])).toEqual([]);
    expect((await student.get('/api/calendar/events').query(range).expect(200)).body).toEqual([]);
    expect(await mails()).toHaveLength(2);
  });

  it('refuses to plan an interview over one planned meanwhile, and moves it when asked to', async () => {
    const { id, student, mails } = await applied();
    await plan(id, { ...interview(5, '10:00'), moving: false }).expect(200);
    const refused = await plan(id, { ...interview(6, '12:00'), moving: false }).expect(409);
    expect(refused.body.message).toBe(APPLICATION_MESSAGES.changedMeanwhile);
    expect(await mine(student)).toMatchObject({
      status: 'interview',
      interview: { interviewDate: inDays(5), interviewTime: '10:00' },
    });
    expect(await mails()).toHaveLength(1);

    await plan(id, { ...interview(6, '12:00'), moving: true }).expect(200);
    const [moved] = await mails();
    expect(moved.data.subject).toBe('Intervjuet hos Konflikt Rør AS er flyttet');
    expect(moved.data.attachments![0].content).toContain('SEQUENCE:1');
  });
});

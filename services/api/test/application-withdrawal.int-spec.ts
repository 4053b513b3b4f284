import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { APPLICATION_MESSAGES } from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { queuedMails } from './support/mail-jobs';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, publishedJob, signedInAgent, signedInCompany } from './support/users';

/** A student withdraws (trekker) her own søknad while the business has not answered it. */
describe('withdrawing an application', () => {
  let app: NestFastifyApplication;
  let business: TestAgent;
  let rival: TestAgent;
  let student: TestAgent;
  let other: TestAgent;
  let jobUuid: string;

  const BUSINESS_EMAIL = 'trekk-bedrift@yrkesbro.test';
  const STUDENT_EMAIL = 'trekk-elev@yrkesbro.test';
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  const inDays = (days: number) =>
    new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);
  const range = {
    startDate: `${inDays(-1)}T00:00:00.000Z`,
    endDate: `${inDays(20)}T00:00:00.000Z`,
  };

  const company = async (email: string, name: string, orgnr: string): Promise<TestAgent> =>
    (await signedInCompany(app, { email, name, orgnr })).agent;

  async function studentAgent(email: string): Promise<TestAgent> {
    await createUser(app, { email, password: 'Elev1234', role: 'student' });
    return signedInAgent(app, email, 'Elev1234');
  }

  /** Applies as the student and answers the application's id. */
  async function apply(): Promise<string> {
    return (
      await student
        .post(`/api/jobs/${jobUuid}/apply`)
        .send({ cover_letter: 'Jeg vil bli maler.', resume_url: 'https://cv.example.no/trekk.pdf' })
        .expect(201)
    ).body.id;
  }

  const businessList = async () =>
    (await business.get('/api/businesses/applications/all').expect(200)).body;
  const applicationCount = async () =>
    (await student.get(`/api/jobs/${jobUuid}`).expect(200)).body.application_count;
  /** As if the employer's notice of new applications had gone out with this one. */
  const announce = (id: string) =>
    app
      .get(DataSource)
      .query('UPDATE applications SET employer_notified_at = now() WHERE id = $1', [id]);

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-withdraw` }));
    business = await company(BUSINESS_EMAIL, 'Trekk Maling AS', '911111128');
    rival = await company('trekk-rival@yrkesbro.test', 'Annen Maling AS', '922222223');
    student = await studentAgent(STUDENT_EMAIL);
    await student.put('/api/users/profile').send({ name: 'Tora Trekk' }).expect(200);
    other = await studentAgent('trekk-annen@yrkesbro.test');
    jobUuid = await publishedJob(app, business, {
      title: 'Malerlærling',
      description: 'Maling og tapetsering.',
      requirements: 'Vg2 overflateteknikk',
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('lets only the owner withdraw: others find no such application, businesses may not ask', async () => {
    const id = await apply();
    const hidden = await other.delete(`/api/applications/${id}`).expect(404);
    expect(hidden.body.message).toBe(APPLICATION_MESSAGES.notFound);
    // The same answer as for an id that was never there: nothing tells it exists.
    const unknown = await other.delete(`/api/applications/${UNKNOWN}`).expect(404);
    expect(unknown.body.message).toBe(hidden.body.message);
    const malformed = await student.delete('/api/applications/ikke-en-uuid').expect(404);
    expect(malformed.body.message).toBe(APPLICATION_MESSAGES.notFound);
    await student.delete(`/api/applications/${UNKNOWN}`).expect(404);
    await business.delete(`/api/applications/${id}`).expect(403);
    await rival.delete(`/api/applications/${id}`).expect(403);
    await request(app.getHttpServer()).delete(`/api/applications/${id}`).expect(401);
    expect((await student.get('/api/users/applications').expect(200)).body).toHaveLength(1);
    expect((await businessList()).application_count).toBe(1);
  });

  it('withdraws a waiting application: gone from both lists and the count, and she may apply again', async () => {
    const [{ id }] = (await student.get('/api/users/applications').expect(200)).body;
    expect(await applicationCount()).toBe(1);
    await student.delete(`/api/applications/${id}`).expect(204);

    expect((await student.get('/api/users/applications').expect(200)).body).toEqual([]);
    expect((await student.get(`/api/jobs/applied/${jobUuid}`)).body).toEqual({ applied: false });
    expect(await businessList()).toMatchObject({
      applications: [],
      application_count: 0,
      pending_reviews: 0,
    });
    expect(
      (await business.get(`/api/businesses/applications/${jobUuid}`).expect(200)).body
        .application_count,
    ).toBe(0);
    expect(await applicationCount()).toBe(0);
    expect((await business.get('/api/businesses/jobs/jobs-by-business')).body.pending_reviews).toBe(
      0,
    );
    // The business was never told of it, so it is not told of its end either.
    expect(await queuedMails(app, BUSINESS_EMAIL)).toEqual([]);
    // Withdrawn is gone: a second time finds nothing.
    await student.delete(`/api/applications/${id}`).expect(404);

    await apply();
    expect(await applicationCount()).toBe(1);
    expect((await student.get(`/api/jobs/applied/${jobUuid}`)).body).toEqual({ applied: true });
  });

  it('tells the business of a withdrawal when it had been told of the application', async () => {
    const [{ id }] = (await student.get('/api/users/applications').expect(200)).body;
    await announce(id);
    await student.delete(`/api/applications/${id}`).expect(204);
    const [mail] = await queuedMails(app, BUSINESS_EMAIL);
    expect(mail.data.subject).toBe('Søknaden på «Malerlærling» er trukket');
    expect(mail.data.text).toContain('Tora Trekk har trukket søknaden sin på «Malerlærling»');
    expect(mail.data.text).toContain(`/business/applications/${jobUuid}`);
    expect(mail.data.text).not.toContain('Intervjuet');
  });

  it('withdraws an application at interview: the interview leaves both calendars, both are told', async () => {
    const id = await apply();
    const date = inDays(10);
    await business
      .post(`/api/businesses/applications/${id}/schedule-interview`)
      .send({
        interviewDate: date,
        interviewTime: '13:15',
        meetingType: 'physical',
        location: 'Verkstedet',
      })
      .expect(200);
    expect((await student.get('/api/calendar/events').query(range).expect(200)).body).toHaveLength(
      1,
    );
    expect((await business.get('/api/calendar/events').query(range).expect(200)).body).toHaveLength(
      1,
    );

    await student.delete(`/api/applications/${id}`).expect(204);

    const db = app.get(DataSource);
    expect(await db.query('SELECT id FROM interviews WHERE application_id = $1', [id])).toEqual([]);
    expect((await student.get('/api/calendar/events').query(range).expect(200)).body).toEqual([]);
    expect((await business.get('/api/calendar/events').query(range).expect(200)).body).toEqual([]);
    expect((await businessList()).applications).toEqual([]);

    // She gets the cancellation for her calendar app; the business hears why.
    const cancellation = (await queuedMails(app, STUDENT_EMAIL)).find((mail) =>
      mail.data.attachments?.some((file) => file.filename === 'intervju-avlyst.ics'),
    );
    expect(cancellation?.data.subject).toBe('Intervjuet hos Trekk Maling AS er avlyst');
    expect(cancellation?.data.text).toContain('Du har trukket søknaden din');
    expect(cancellation?.data.attachments?.[0].content).toContain('METHOD:CANCEL');
    const [told] = await queuedMails(app, BUSINESS_EMAIL);
    expect(told.data.subject).toBe('Søknaden på «Malerlærling» er trukket');
    expect(told.data.text).toMatch(/Intervjuet .* kl\. 13:15 er avlyst/);
  });

  it('refuses with 409 an application the business has answered, and keeps it', async () => {
    const id = await apply();
    for (const status of ['accepted', 'rejected'] as const) {
      await business.put(`/api/businesses/applications/${id}/status`).send({ status }).expect(200);
      const refused = await student.delete(`/api/applications/${id}`).expect(409);
      expect(refused.body.message).toBe(APPLICATION_MESSAGES.notWithdrawable);
    }
    expect((await student.get('/api/users/applications').expect(200)).body).toMatchObject([
      { id, status: 'rejected' },
    ]);
    expect((await businessList()).application_count).toBe(1);
    // Venter again: it may be withdrawn.
    await business
      .put(`/api/businesses/applications/${id}/status`)
      .send({ status: 'pending' })
      .expect(200);
    await student.delete(`/api/applications/${id}`).expect(204);
  });
});

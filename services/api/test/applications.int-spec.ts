import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  APPLICATION_MESSAGES,
  CALENDAR_MESSAGES,
  JOB_MESSAGES,
  ONLINE_MEETING,
  PAGE_MESSAGES,
  todayInNorway,
} from '@yrkesbro/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { queuedMails } from './support/mail-jobs';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent, signedInCompany } from './support/users';

describe('applications, interviews and the calendar', () => {
  let app: NestFastifyApplication;
  let business: TestAgent;
  let rival: TestAgent;
  let student: TestAgent;
  let other: TestAgent;
  let jobUuid: string;
  let draftUuid: string;
  /** User ids by e-mail: each side of an application writes to the other's. */
  const userIds: Record<string, string> = {};

  const inDays = (days: number) =>
    new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);

  async function company(email: string, name: string, orgnr: string): Promise<TestAgent> {
    const { agent, user } = await signedInCompany(app, { email, name, orgnr });
    userIds[email] = user.id;
    return agent;
  }

  beforeAll(async () => {
    app = await startTestApp(
      testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-applications` }),
    );
    business = await company('soknad-bedrift@yrkesbro.test', 'Søknad AS', '911111128');
    rival = await company('soknad-rival@yrkesbro.test', 'Annen AS', '922222223');
    userIds['soker@yrkesbro.test'] = (
      await createUser(app, { email: 'soker@yrkesbro.test', password: 'Elev1234', role: 'student' })
    ).id;
    student = await signedInAgent(app, 'soker@yrkesbro.test', 'Elev1234');
    await createUser(app, {
      email: 'annen-elev@yrkesbro.test',
      password: 'Elev1234',
      role: 'student',
    });
    other = await signedInAgent(app, 'annen-elev@yrkesbro.test', 'Elev1234');
    const vocation = (await request(app.getHttpServer()).get('/api/vocations')).body[0].id;
    const job = {
      title: 'Lærling tømrer',
      description: 'Nybygg og rehabilitering.',
      requirements: 'Vg2 byggteknikk',
      location: 'Bergen',
      salary_min: 1,
      salary_max: 2,
      vocation_id: vocation,
      job_type: 'apprenticeship',
    };
    jobUuid = (await business.post('/api/businesses/jobs').send(job).expect(201)).body.uuid;
    draftUuid = (
      await business
        .post('/api/businesses/jobs')
        .send({ ...job, status: 'draft' })
        .expect(201)
    ).body.uuid;
  });

  afterAll(async () => {
    await app.close();
  });

  let applicationUuid: string;

  it('lets a student apply once, with the spec messages', async () => {
    const invalid = await student
      .post(`/api/jobs/${jobUuid}/apply`)
      .send({ resume_url: 'ikke-url' })
      .expect(400);
    expect(invalid.body.details).toEqual([
      APPLICATION_MESSAGES.coverLetterRequired,
      APPLICATION_MESSAGES.resumeUrlInvalid,
    ]);
    expect((await student.get(`/api/jobs/applied/${jobUuid}`)).body).toEqual({ applied: false });
    expect((await student.get(`/api/jobs/${jobUuid}`)).body.application_count).toBe(0);
    const applied = await student
      .post(`/api/jobs/${jobUuid}/apply`)
      .send({ cover_letter: 'Jeg vil bli tømrer.', resume_url: 'https://cv.example.no/ola.pdf' })
      .expect(201);
    expect(applied.body).toMatchObject({
      job_title: 'Lærling tømrer',
      business_name: 'Søknad AS',
      business_user_id: userIds['soknad-bedrift@yrkesbro.test'],
      status: 'pending',
      interview: null,
    });
    expect((await student.get(`/api/jobs/applied/${jobUuid}`)).body).toEqual({ applied: true });
    expect((await student.get(`/api/jobs/${jobUuid}`)).body.application_count).toBe(1);
    const again = await student
      .post(`/api/jobs/${jobUuid}/apply`)
      .send({ cover_letter: 'Igjen', resume_url: 'https://cv.example.no/ola.pdf' })
      .expect(409);
    expect(again.body.message).toBe(APPLICATION_MESSAGES.alreadyApplied);
    await student
      .post(`/api/jobs/${draftUuid}/apply`)
      .send({ cover_letter: 'x', resume_url: 'https://x.no' })
      .expect(400);
    await business
      .post(`/api/jobs/${jobUuid}/apply`)
      .send({ cover_letter: 'x', resume_url: 'https://x.no' })
      .expect(403);
    const mine = await student.get('/api/users/applications').expect(200);
    expect(mine.body).toHaveLength(1);
    applicationUuid = mine.body[0].id;
    expect((await student.get('/api/users/profile').expect(200)).body.applications).toBe(1);
  });

  it('tells the student when the company has closed the ad she applied to, and again when it opens', async () => {
    const job = (await business.get(`/api/jobs/${jobUuid}`).expect(200)).body;
    const jobRequest = {
      title: job.title,
      description: job.description,
      requirements: job.requirements,
      location: job.location,
      salary_min: job.salary_min,
      salary_max: job.salary_max,
      vocation_id: job.vocation_id,
      job_type: job.job_type,
    };
    expect((await student.get('/api/users/applications')).body[0].job_open).toBe(true);
    await business
      .put(`/api/businesses/jobs/${jobUuid}`)
      .send({ ...jobRequest, status: 'draft' })
      .expect(200);
    expect((await student.get('/api/users/applications')).body[0]).toMatchObject({
      job_title: 'Lærling tømrer',
      job_open: false,
    });
    await student.get(`/api/jobs/${jobUuid}`).expect(404);
    await business.put(`/api/businesses/jobs/${jobUuid}`).send(jobRequest).expect(200);
    expect((await student.get('/api/users/applications')).body[0].job_open).toBe(true);
  });

  it('shows the business its applications with counts; other companies see none of them', async () => {
    await student
      .put('/api/users/profile')
      .send({ name: 'Ola Søker', headline: 'Tømrerelev på Vg2', location: 'Molde' })
      .expect(200);
    const { body: profile } = await student.get('/api/users/profile').expect(200);
    expect(profile.applications).toBe(1);
    const profileUuid = profile.id;
    const recent = await business.get('/api/businesses/applications/recent').expect(200);
    expect(recent.body).toMatchObject({ application_count: 1, pending_reviews: 1 });
    const ownJobs = await business.get('/api/businesses/jobs/jobs-by-business').expect(200);
    expect(ownJobs.body).toMatchObject({ pending_reviews: 1 });
    expect((await rival.get('/api/businesses/jobs/jobs-by-business')).body.pending_reviews).toBe(0);
    expect(recent.body.applications[0]).toMatchObject({
      application_uuid: applicationUuid,
      email: 'soker@yrkesbro.test',
      uuid: profileUuid,
      student_user_id: userIds['soker@yrkesbro.test'],
      name: 'Ola Søker',
      headline: 'Tømrerelev på Vg2',
      location: 'Molde',
      cover_letter: 'Jeg vil bli tømrer.',
      job_uuid: jobUuid,
    });
    expect(
      (await business.get(`/api/businesses/applications/${jobUuid}`)).body.applications,
    ).toHaveLength(1);
    expect((await rival.get('/api/businesses/applications/all')).body.applications).toHaveLength(0);
    const others = await rival.get(`/api/businesses/applications/${jobUuid}`).expect(404);
    expect(others.body.message).toBe(JOB_MESSAGES.notFound);
    expect(others.body.applications).toBeUndefined();
    const none = await business
      .get('/api/businesses/applications/00000000-0000-4000-8000-000000000000')
      .expect(404);
    expect(none.body.message).toBe(JOB_MESSAGES.notFound);
    await student.get('/api/businesses/applications/all').expect(403);
  });

  it("shows each applicant's picture small: the thumbnail, or the picture where none was made", async () => {
    const db = app.get(DataSource);
    const pictureOf = async () =>
      (await business.get('/api/businesses/applications/all').expect(200)).body.applications[0]
        .profile_picture_url;
    const studentId = userIds['soker@yrkesbro.test'];
    const setPictures = (picture: string | null, thumb: string | null) =>
      db.query(
        'UPDATE student_profiles SET profile_picture_url = $1, profile_picture_thumb_url = $2 WHERE user_id = $3',
        [picture, thumb, studentId],
      );
    await setPictures('/api/uploads/avatars/stor.jpg', '/api/uploads/avatars/liten.jpg');
    expect(await pictureOf()).toBe('/api/uploads/avatars/liten.jpg');
    await setPictures('/api/uploads/avatars/stor.jpg', null);
    expect(await pictureOf()).toBe('/api/uploads/avatars/stor.jpg');
    await setPictures(null, null);
    expect(await pictureOf()).toBeNull();
  });

  it('changes the status only for the owner and tells the student by e-mail', async () => {
    await rival
      .put(`/api/businesses/applications/${applicationUuid}/status`)
      .send({ status: 'accepted' })
      .expect(403);
    const invalid = await business
      .put(`/api/businesses/applications/${applicationUuid}/status`)
      .send({ status: 'kanskje' })
      .expect(400);
    expect(invalid.body.message).toBe(APPLICATION_MESSAGES.statusInvalid);
    const updated = await business
      .put(`/api/businesses/applications/${applicationUuid}/status`)
      .send({ status: 'accepted' })
      .expect(200);
    expect(updated.body.status).toBe('accepted');
    const reviewed = await business.get('/api/businesses/jobs/jobs-by-business').expect(200);
    expect(reviewed.body.pending_reviews).toBe(0);
    expect((await student.get('/api/users/applications')).body[0].status).toBe('accepted');
    const mails = await queuedMails(app, 'soker@yrkesbro.test');
    expect(mails[0].data.subject).toBe('Søknaden din til Søknad AS er oppdatert');
    expect(mails[0].data.text).toContain('Ny status: Godkjent');
  });

  it('schedules an interview: invitation with .ics, calendar events for both', async () => {
    const date = inDays(10);
    const past = await business
      .post(`/api/businesses/applications/${applicationUuid}/schedule-interview`)
      .send({ interviewDate: inDays(-1), interviewTime: '10:00', meetingType: 'online' })
      .expect(400);
    expect(past.body.message).toBe(APPLICATION_MESSAGES.interviewDatePast);
    const noPlace = await business
      .post(`/api/businesses/applications/${applicationUuid}/schedule-interview`)
      .send({ interviewDate: date, interviewTime: '10:00', meetingType: 'physical' })
      .expect(400);
    expect(noPlace.body.message).toBe(APPLICATION_MESSAGES.interviewLocationRequired);

    const online = await business
      .post(`/api/businesses/applications/${applicationUuid}/schedule-interview`)
      .send({
        interviewDate: date,
        interviewTime: '14:30',
        meetingType: 'online',
      })
      .expect(200);
    expect(online.body).toMatchObject({
      status: 'interview',
      interview: {
        interviewDate: date,
        interviewTime: '14:30',
        meetingType: 'online',
        location: ONLINE_MEETING,
      },
    });
    const invitation = (await queuedMails(app, 'soker@yrkesbro.test')).find((m) =>
      m.data.subject.startsWith('Invitasjon'),
    )!;
    expect(invitation.data.attachments?.[0]).toMatchObject({ filename: 'intervju.ics' });
    // The invitation is at the time the business typed, in Norwegian time.
    expect(invitation.data.attachments?.[0].content).toContain(
      `DTSTART;TZID=Europe/Oslo:${date.replace(/-/g, '')}T143000`,
    );

    // Rescheduling moves the events rather than adding more.
    await business
      .post(`/api/businesses/applications/${applicationUuid}/schedule-interview`)
      .send({
        interviewDate: date,
        interviewTime: '15:00',
        meetingType: 'physical',
        location: 'Strandgaten 1, Bergen',
      })
      .expect(200);
    // The list reads each application's interview with the page, in the same statement.
    const listed = (await business.get('/api/businesses/applications/all').expect(200)).body;
    expect(
      listed.applications.find(
        (a: { application_uuid: string }) => a.application_uuid === applicationUuid,
      ),
    ).toMatchObject({
      status: 'interview',
      interview: {
        interviewDate: date,
        interviewTime: '15:00',
        meetingType: 'physical',
        location: 'Strandgaten 1, Bergen',
      },
    });
    const range = {
      startDate: `${inDays(-1)}T00:00:00.000Z`,
      endDate: `${inDays(20)}T00:00:00.000Z`,
    };
    const studentEvents = (await student.get('/api/calendar/events').query(range).expect(200)).body;
    const businessEvents = (await business.get('/api/calendar/events').query(range).expect(200))
      .body;
    expect(studentEvents).toEqual([
      expect.objectContaining({
        type: 'interview',
        title: 'Intervju: Lærling tømrer hos Søknad AS',
      }),
    ]);
    expect(businessEvents).toHaveLength(1);
    expect((await other.get('/api/calendar/events').query(range)).body).toEqual([]);

    // After the interview the business accepts; the student sees it.
    await business
      .put(`/api/businesses/applications/${applicationUuid}/status`)
      .send({ status: 'accepted' })
      .expect(200);
    expect((await student.get('/api/users/applications')).body[0]).toMatchObject({
      status: 'accepted',
    });
    expect(todayInNorway()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps each calendar private and validates events', async () => {
    const created = await student
      .post('/api/calendar/events')
      .send({ title: 'Søknadsfrist', type: 'deadline', startDate: `${inDays(3)}T09:00:00.000Z` })
      .expect(201);
    await other
      .put(`/api/calendar/events/${created.body.id}`)
      .send({ title: 'Kapret', startDate: created.body.startDate })
      .expect(404);
    await other.delete(`/api/calendar/events/${created.body.id}`).expect(404);
    const renamed = await student
      .put(`/api/calendar/events/${created.body.id}`)
      .send({ title: 'Frist for søknad', type: 'deadline', startDate: created.body.startDate })
      .expect(200);
    expect(renamed.body.title).toBe('Frist for søknad');
    const invalid = await student
      .post('/api/calendar/events')
      .send({
        title: '',
        startDate: `${inDays(3)}T10:00:00.000Z`,
        endDate: `${inDays(3)}T09:00:00.000Z`,
      })
      .expect(400);
    expect(invalid.body.details).toEqual(
      expect.arrayContaining([CALENDAR_MESSAGES.titleRequired, CALENDAR_MESSAGES.endBeforeStart]),
    );
    // 30 February is refused, not saved as the 2 March it rolls over to.
    const impossible = await student
      .post('/api/calendar/events')
      .send({ title: 'Frist', startDate: '2026-02-30T14:00:00Z' })
      .expect(400);
    expect(impossible.body.message).toBe(CALENDAR_MESSAGES.dateInvalid);
    const impossibleEdit = await student
      .put(`/api/calendar/events/${created.body.id}`)
      .send({ title: 'Frist', startDate: created.body.startDate, endDate: '2026-04-31T10:00:00Z' })
      .expect(400);
    expect(impossibleEdit.body.message).toBe(CALENDAR_MESSAGES.dateInvalid);
    // A range that ends before it starts is a mistake to name, not an empty calendar.
    const backwards = await student
      .get('/api/calendar/events')
      .query({ startDate: `${inDays(20)}T00:00:00.000Z`, endDate: `${inDays(-1)}T00:00:00.000Z` })
      .expect(400);
    expect(backwards.body.message).toBe(CALENDAR_MESSAGES.endBeforeStart);
    const day = `${inDays(3)}T00:00:00.000Z`;
    await student.get('/api/calendar/events').query({ startDate: day, endDate: day }).expect(200);
    await student.delete(`/api/calendar/events/${created.body.id}`).expect(204);
    await request(app.getHttpServer())
      .get('/api/calendar/events')
      .query({ startDate: 'x', endDate: 'y' })
      .expect(401);
  });

  it("pages a business's applications, newest first, with counts over every page", async () => {
    await other
      .post(`/api/jobs/${jobUuid}/apply`)
      .send({
        cover_letter: 'Jeg vil også bli tømrer.',
        resume_url: 'https://cv.example.no/kari.pdf',
      })
      .expect(201);
    for (const list of ['all', jobUuid]) {
      const page = async (query: Record<string, number>) =>
        (await business.get(`/api/businesses/applications/${list}`).query(query).expect(200)).body;
      const first = await page({ limit: 1 });
      expect(first).toMatchObject({ application_count: 2, page: 1, limit: 1 });
      expect(first.applications.map((a: { email: string }) => a.email)).toEqual([
        'annen-elev@yrkesbro.test',
      ]);
      const second = await page({ limit: 1, page: 2 });
      expect(second.applications.map((a: { email: string }) => a.email)).toEqual([
        'soker@yrkesbro.test',
      ]);
      expect(second).toMatchObject({ application_count: 2, pending_reviews: 1 });
      // Past the last page no row carries the counts: they are counted apart, and agree.
      expect(await page({ limit: 1, page: 3 })).toMatchObject({
        applications: [],
        application_count: 2,
        pending_reviews: 1,
        page: 3,
      });
      expect((await page({})).applications).toHaveLength(2);
      expect((await page({})).limit).toBe(20);
      const refused = await business
        .get(`/api/businesses/applications/${list}`)
        .query({ page: 0 })
        .expect(400);
      expect(refused.body.message).toBe(PAGE_MESSAGES.pageInvalid);
      await business.get(`/api/businesses/applications/${list}`).query({ limit: 51 }).expect(400);
    }
    expect(
      (await rival.get('/api/businesses/applications/all').query({ page: 2 })).body,
    ).toMatchObject({ applications: [], application_count: 0 });
  });
});

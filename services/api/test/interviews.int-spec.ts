import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { APPLICATION_MESSAGES, CALENDAR_MESSAGES, todayInNorway } from '@yrkesbro/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { queuedMails } from './support/mail-jobs';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

/** Planning, moving and cancelling an interview from the application, and what follows. */
describe('interviews: one step, moved and cancelled from the application', () => {
  let app: NestFastifyApplication;
  let business: TestAgent;
  let student: TestAgent;
  let applicationUuid: string;
  let jobUuid: string;
  let job: Record<string, unknown>;
  const STUDENT = 'intervju-elev@yrkesbro.test';
  const OWNER = 'intervju-bedrift@yrkesbro.test';
  /** The invitation's ORGANIZER line, by the company's name and the address given. */
  const organizer = (email: string) => `\r\nORGANIZER;CN="Intervju AS":mailto:${email}\r\n`;

  const inDays = (days: number) => todayInNorway(new Date(Date.now() + days * 86400000));
  const range = {
    startDate: new Date(Date.now() - 2 * 86400000).toISOString(),
    endDate: new Date(Date.now() + 40 * 86400000).toISOString(),
  };
  const studentMails = () => queuedMails(app, STUDENT);
  const icsOf = (mail: { data: { attachments?: { content: string }[] } }) =>
    mail.data.attachments![0].content;
  const plan = (body: object) =>
    business.post(`/api/businesses/applications/${applicationUuid}/schedule-interview`).send(body);

  beforeAll(async () => {
    app = await startTestApp(
      testConfig({
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-interviews`,
        MAIL_FROM: 'Yrkesbro <ikke-svar@yrkesbro.test>',
      }),
    );
    await createUser(app, { email: OWNER, password: 'Bedrift12', role: 'business' });
    business = await signedInAgent(app, OWNER, 'Bedrift12');
    const vocation = (await request(app.getHttpServer()).get('/api/vocations')).body[0].id;
    await business
      .post('/api/businesses')
      .field({
        company_name: 'Intervju AS',
        description: 'Bedrift',
        industry: String(vocation),
        location: 'Bergen',
        website: 'https://x.no',
        organization_number: '974 760 673',
      })
      .expect(201);
    job = {
      title: 'Lærling elektriker',
      description: 'Installasjon i bolig og næring.',
      requirements: 'Vg2 elektro',
      location: 'Bergen',
      salary_min: 1,
      salary_max: 2,
      vocation_id: vocation,
      job_type: 'apprenticeship',
    };
    jobUuid = (await business.post('/api/businesses/jobs').send(job).expect(201)).body.uuid;
    await createUser(app, { email: STUDENT, password: 'Elev1234', role: 'student' });
    student = await signedInAgent(app, STUDENT, 'Elev1234');
    applicationUuid = (
      await student
        .post(`/api/jobs/${jobUuid}/apply`)
        .send({ cover_letter: 'Jeg vil bli elektriker.', resume_url: 'https://cv.example.no/a' })
        .expect(201)
    ).body.id;
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses Intervju without a time: nothing saved, nothing mailed', async () => {
    const refused = await business
      .put(`/api/businesses/applications/${applicationUuid}/status`)
      .send({ status: 'interview' })
      .expect(400);
    expect(refused.body.message).toBe(APPLICATION_MESSAGES.interviewNeedsPlan);
    expect((await student.get('/api/users/applications')).body[0].status).toBe('pending');
    expect(await studentMails()).toHaveLength(0);
  });

  it('refuses a time that has passed in Oslo, earlier today included', async () => {
    // A minute ago on Oslo's clock: earlier today, or just before midnight yesterday.
    const past = new Date(Date.now() - 60000);
    const date = todayInNorway(past);
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Oslo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(past);
    const refused = await plan({ interviewDate: date, interviewTime: time, meetingType: 'online' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      date < todayInNorway()
        ? APPLICATION_MESSAGES.interviewDatePast
        : APPLICATION_MESSAGES.interviewTimePast,
    );
    const badLink = await plan({
      interviewDate: inDays(3),
      interviewTime: '10:00',
      meetingType: 'online',
      location: 'teams',
    });
    expect(badLink.status).toBe(400);
    expect(badLink.body.message).toBe(APPLICATION_MESSAGES.meetingLinkInvalid);
    expect(await studentMails()).toHaveLength(0);
  });

  let uid: string;

  it('plans in one step: status Intervju, both calendars, exactly one mail with the .ics', async () => {
    const date = inDays(7);
    const planned = await plan({
      interviewDate: date,
      interviewTime: '09:15',
      meetingType: 'online',
      location: 'https://meet.example.no/ror',
    }).expect(200);
    expect(planned.body).toMatchObject({
      status: 'interview',
      interview: {
        interviewDate: date,
        interviewTime: '09:15',
        location: 'https://meet.example.no/ror',
      },
    });
    const mails = await studentMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].data.subject).toBe('Invitasjon til intervju hos Intervju AS');
    expect(mails[0].data.text).toContain('Digitalt møte: https://meet.example.no/ror');
    expect(mails[0].data.text).not.toContain('Ny status');
    const ics = icsOf(mails[0]);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain(`DTSTART;TZID=Europe/Oslo:${date.replace(/-/g, '')}T091500`);
    // No contact e-mail given: the platform's sender stands for the company, never its login.
    expect(ics).toContain(organizer('ikke-svar@yrkesbro.test'));
    expect(ics).not.toContain(OWNER);
    uid = ics.match(/UID:(.+)\r\n/)![1];

    const [studentEvent] = (await student.get('/api/calendar/events').query(range)).body;
    const [businessEvent] = (await business.get('/api/calendar/events').query(range)).body;
    expect(studentEvent).toMatchObject({ type: 'interview', link: '/applications' });
    expect(businessEvent).toMatchObject({
      type: 'interview',
      link: `/business/applications/${jobUuid}`,
    });
    expect(studentEvent.startDate).toBe(businessEvent.startDate);
  });

  it("keeps an interview's events to the application: the calendar cannot move or delete them", async () => {
    const [event] = (await business.get('/api/calendar/events').query(range)).body;
    const moved = await business
      .put(`/api/calendar/events/${event.id}`)
      .send({ title: event.title, type: 'interview', startDate: new Date().toISOString() })
      .expect(409);
    expect(moved.body.message).toBe(CALENDAR_MESSAGES.interviewFromApplication);
    await business.delete(`/api/calendar/events/${event.id}`).expect(409);
  });

  it('moves it: the same UID at a higher SEQUENCE, both calendars follow, one mail', async () => {
    // The company has given a contact e-mail meanwhile: the invitation names it from now on.
    await app
      .get(DataSource)
      .query(`UPDATE businesses SET contact_email = $1 WHERE company_name = 'Intervju AS'`, [
        'jobb@intervju.test',
      ]);
    const date = inDays(9);
    await plan({
      interviewDate: date,
      interviewTime: '13:00',
      meetingType: 'physical',
      location: 'Strandkaien 2, Bergen',
    }).expect(200);
    const mails = await studentMails();
    expect(mails).toHaveLength(2);
    expect(mails[0].data.subject).toBe('Intervjuet hos Intervju AS er flyttet');
    expect(mails[0].data.text).toContain('Sted: Strandkaien 2, Bergen');
    const ics = icsOf(mails[0]);
    expect(ics).toContain(`UID:${uid}`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`DTSTART;TZID=Europe/Oslo:${date.replace(/-/g, '')}T130000`);
    expect(ics).toContain(organizer('jobb@intervju.test'));
    expect(ics).not.toContain(OWNER);

    for (const agent of [student, business]) {
      const events = (await agent.get('/api/calendar/events').query(range)).body;
      expect(events).toHaveLength(1);
      expect(events[0].description).toBe('Sted: Strandkaien 2, Bergen');
      expect(todayInNorway(new Date(events[0].startDate))).toBe(date);
    }
  });

  it("renaming the job renames its interview's event in both calendars, and nobody is mailed", async () => {
    const mailed = (await studentMails()).length;
    const renamed = 'Lærling elektriker, Bergen sentrum';
    await business
      .put(`/api/businesses/jobs/${jobUuid}`)
      .send({ ...job, title: renamed })
      .expect(200);
    try {
      const [studentEvent] = (await student.get('/api/calendar/events').query(range)).body;
      const [businessEvent] = (await business.get('/api/calendar/events').query(range)).body;
      expect(studentEvent.title).toBe(`Intervju: ${renamed} hos Intervju AS`);
      expect(businessEvent.title).toMatch(new RegExp(` – ${renamed}$`));
      expect(await studentMails()).toHaveLength(mailed);
    } finally {
      await business.put(`/api/businesses/jobs/${jobUuid}`).send(job).expect(200);
    }
    const [event] = (await student.get('/api/calendar/events').query(range)).body;
    expect(event.title).toBe('Intervju: Lærling elektriker hos Intervju AS');
  });

  it('plans it for a long job title at a company with a long name: the event titles are cut', async () => {
    const db = app.get(DataSource);
    const title = `Lærling ${'i elektrofaget '.repeat(10)}`.slice(0, 150);
    const company = `Elektro ${'og Automasjon '.repeat(14)}AS`.slice(0, 180);
    await db.query(`UPDATE jobs SET title = $1 WHERE id = $2`, [title, jobUuid]);
    await db.query(`UPDATE businesses SET company_name = $1 WHERE company_name = 'Intervju AS'`, [
      company,
    ]);
    // Another applicant's interview, taken out again: the other tests count this one's mails.
    await createUser(app, {
      email: 'lang-tittel@yrkesbro.test',
      password: 'Elev1234',
      role: 'student',
    });
    const other = await signedInAgent(app, 'lang-tittel@yrkesbro.test', 'Elev1234');
    const otherApplication = (
      await other
        .post(`/api/jobs/${jobUuid}/apply`)
        .send({ cover_letter: 'Jeg vil bli elektriker.', resume_url: 'https://cv.example.no/b' })
        .expect(201)
    ).body.id;
    try {
      await business
        .post(`/api/businesses/applications/${otherApplication}/schedule-interview`)
        .send({
          interviewDate: inDays(9),
          interviewTime: '10:00',
          meetingType: 'physical',
          location: 'Storgata 1, Bergen',
        })
        .expect(200);
      const [studentEvent] = (await other.get('/api/calendar/events').query(range)).body;
      expect(studentEvent.title).toHaveLength(200);
      expect(studentEvent.title).toMatch(/^Intervju: Lærling i elektrofaget .*…$/);
      await business
        .delete(`/api/businesses/applications/${otherApplication}/interview`)
        .expect(200);
    } finally {
      await db.query(`UPDATE jobs SET title = 'Lærling elektriker' WHERE id = $1`, [jobUuid]);
      await db.query(`UPDATE businesses SET company_name = 'Intervju AS' WHERE company_name = $1`, [
        company,
      ]);
    }
  });

  it('cancels it: METHOD:CANCEL to the student, gone from both calendars, Venter again', async () => {
    const cancelled = await business
      .delete(`/api/businesses/applications/${applicationUuid}/interview`)
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: 'pending', interview: null });
    const mails = await studentMails();
    expect(mails).toHaveLength(3);
    expect(mails[0].data.subject).toBe('Intervjuet hos Intervju AS er avlyst');
    const ics = icsOf(mails[0]);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`UID:${uid}`);
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain(organizer('jobb@intervju.test'));
    expect(ics).not.toContain(OWNER);
    expect((await student.get('/api/calendar/events').query(range)).body).toEqual([]);
    expect((await business.get('/api/calendar/events').query(range)).body).toEqual([]);
    expect((await student.get('/api/users/applications')).body[0]).toMatchObject({
      status: 'pending',
      interview: null,
    });
    const again = await business
      .delete(`/api/businesses/applications/${applicationUuid}/interview`)
      .expect(404);
    expect(again.body.message).toBe(APPLICATION_MESSAGES.noInterview);
    expect(await studentMails()).toHaveLength(3);
  });

  const setStatus = (status: string) =>
    business.put(`/api/businesses/applications/${applicationUuid}/status`).send({ status });

  it('Avvist before the interview cancels it: the status mail and METHOD:CANCEL, both calendars cleared', async () => {
    await plan({ interviewDate: inDays(5), interviewTime: '10:00', meetingType: 'online' }).expect(
      200,
    );
    const rejected = await setStatus('rejected').expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', interview: null });
    // Two mails queued together: found by subject, not by their order.
    const mails = (await studentMails()).slice(0, 2);
    const bySubject = (subject: string) => mails.find((mail) => mail.data.subject === subject)!;
    expect(bySubject('Søknaden din til Intervju AS er oppdatert').data.text).toContain(
      'Ny status: Avvist',
    );
    expect(icsOf(bySubject('Intervjuet hos Intervju AS er avlyst'))).toContain('METHOD:CANCEL');
    expect(await studentMails()).toHaveLength(6);
    expect((await student.get('/api/calendar/events').query(range)).body).toEqual([]);
    expect((await business.get('/api/calendar/events').query(range)).body).toEqual([]);
    await business.delete(`/api/businesses/applications/${applicationUuid}/interview`).expect(404);
  });

  it('Venter from Intervju cancels the interview still to come, as «Avlys intervju» does', async () => {
    await setStatus('pending').expect(200);
    await plan({ interviewDate: inDays(6), interviewTime: '13:00', meetingType: 'online' }).expect(
      200,
    );
    const before = (await studentMails()).length;
    const waiting = await setStatus('pending').expect(200);
    expect(waiting.body).toMatchObject({ status: 'pending', interview: null });
    const mails = await studentMails();
    expect(mails).toHaveLength(before + 2);
    const cancellation = mails
      .slice(0, 2)
      .find((mail) => mail.data.subject === 'Intervjuet hos Intervju AS er avlyst');
    expect(icsOf(cancellation!)).toContain('METHOD:CANCEL');
    expect((await student.get('/api/calendar/events').query(range)).body).toEqual([]);
    expect((await business.get('/api/calendar/events').query(range)).body).toEqual([]);
  });

  it('keeps the interview on Godkjent, and on Avvist once it has taken place; cancelling it keeps the decision', async () => {
    await plan({ interviewDate: inDays(3), interviewTime: '11:00', meetingType: 'online' }).expect(
      200,
    );
    const accepted = await setStatus('accepted').expect(200);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      interview: { interviewTime: '11:00' },
    });
    await app.get(DataSource).query(`UPDATE interviews SET starts_at = now() - interval '1 day'`);
    const rejected = await setStatus('rejected').expect(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      interview: { interviewTime: '11:00' },
    });
    const cancelled = await business
      .delete(`/api/businesses/applications/${applicationUuid}/interview`)
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: 'rejected', interview: null });
    expect((await student.get('/api/users/applications')).body[0]).toMatchObject({
      status: 'rejected',
    });
  });

  it('deleting the job tells its applicant and cancels her interview still to come', async () => {
    await setStatus('pending').expect(200);
    await plan({ interviewDate: inDays(4), interviewTime: '12:00', meetingType: 'online' }).expect(
      200,
    );
    const before = (await studentMails()).length;
    await business.delete(`/api/businesses/job/${jobUuid}`).expect(204);
    const mails = await studentMails();
    expect(mails).toHaveLength(before + 2);
    const subjects = mails.slice(0, 2).map((mail) => mail.data.subject);
    expect(subjects.sort()).toEqual([
      'Intervjuet hos Intervju AS er avlyst',
      'Stillingen «Lærling elektriker» hos Intervju AS er trukket tilbake',
    ]);
    expect((await student.get('/api/users/applications')).body).toEqual([]);
    expect((await student.get('/api/calendar/events').query(range)).body).toEqual([]);
    expect((await business.get('/api/calendar/events').query(range)).body).toEqual([]);
  });
});

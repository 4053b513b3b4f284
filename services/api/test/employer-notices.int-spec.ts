import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import { createHash } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { MailCatcher, waitFor } from './support/mail-catcher';
import { startTestApp, startTestWorker, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

describe('applications reach the employer; jobs posted without an account are managed by link', () => {
  const catcher = new MailCatcher();
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let vocation: number;
  let business: TestAgent;
  let businessJob: string;
  const students: TestAgent[] = [];

  const api = () => request(app.getHttpServer());
  /** The newest mail to `to`, after its first `after` ones, whose text matches `pattern`. */
  async function mailed(to: string, pattern: RegExp, after = 0): Promise<RegExpMatchArray> {
    let match: RegExpMatchArray | undefined;
    await waitFor(() => {
      match = catcher
        .to(to)
        .slice(after)
        .map((mail) => mail.text.match(pattern))
        .filter((found): found is RegExpMatchArray => found !== null)
        .at(-1);
      return match !== undefined;
    });
    return match!;
  }

  const job = (title: string) => ({
    title,
    description: 'Service, montering og nybygg.',
    requirements: 'Vg2 rørlegger',
    location: 'Bergen',
    salary_min: 1,
    salary_max: 2,
    vocation_id: vocation,
    job_type: 'full-time',
  });

  async function student(n: number, name: string): Promise<TestAgent> {
    const email = `elev${n}@skole.test`;
    await createUser(app, { email, password: 'Elev1234', role: 'student' });
    const agent = await signedInAgent(app, email, 'Elev1234');
    await agent.put('/api/users/profile').send({ name }).expect(200);
    return agent;
  }

  const apply = (agent: TestAgent, jobUuid: string) =>
    agent
      .post(`/api/jobs/${jobUuid}/apply`)
      .send({ cover_letter: 'Jeg vil gjerne lære faget.', resume_url: 'https://cv.test/meg' });

  const companyProfile = (contactEmail: string) => ({
    company_name: 'Rør AS',
    description: 'Rørleggerfirma',
    industry: String(vocation),
    location: 'Bergen',
    website: 'https://ror.test',
    organization_number: '911111128',
    contact_email: contactEmail,
  });

  /** Posts without an account, enters the code, and answers the manage link's token. */
  async function postWithoutAccount(
    email: string,
    title: string,
    extra: object = {},
  ): Promise<{ jobUuid: string; token: string }> {
    const before = catcher.to(email).length;
    const { body } = await api()
      .post('/api/jobs/public')
      .set('x-forwarded-for', `10.9.${students.length}.${title.length}`)
      .send({ ...job(title), job_type: 'temporary', email, company_name: 'Sjøbua AS', ...extra })
      .expect(201);
    const [, otp] = await mailed(email, /Koden din er (\d{6})/, before);
    await api()
      .post('/api/jobs/verify-otp')
      .send({ email, otp, jobUuid: body.jobUuid })
      .expect(200);
    const [, token] = await mailed(email, /\/jobs\/manage\/([\w-]+)/, before);
    return { jobUuid: body.jobUuid, token };
  }

  beforeAll(async () => {
    const port = await catcher.start();
    const config = testConfig({
      SMTP_PORT: port,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-notices`,
      APPLICATION_NOTICE_DELAY_SECONDS: '1',
    });
    app = await startTestApp(config);
    worker = await startTestWorker(config);
    vocation = (await api().get('/api/vocations')).body[0].id;
    await createUser(app, { email: 'sjef@ror.test', password: 'Bedrift12', role: 'business' });
    business = await signedInAgent(app, 'sjef@ror.test', 'Bedrift12');
    await business.post('/api/businesses').field(companyProfile('jobb@ror.test')).expect(201);
    businessJob = (await business.post('/api/businesses/jobs').send(job('Lærling rørlegger'))).body
      .uuid;
    students.push(await student(1, 'Kari Nordmann'), await student(2, 'Ola Hansen'));
    students.push(await student(3, 'Per Berg'));
  });

  afterAll(async () => {
    await worker.close();
    await app.close();
    await catcher.stop();
  });

  describe('a company', () => {
    it('is mailed once for two applications that come within the delay', async () => {
      await apply(students[0], businessJob).expect(201);
      await apply(students[1], businessJob).expect(201);
      await waitFor(() => catcher.to('sjef@ror.test').length > 0);
      const [mail, ...more] = catcher.to('sjef@ror.test');
      expect(mail.subject).toBe('2 nye søknader på Yrkesbro');
      expect(mail.text).toContain('Kari Nordmann har søkt på «Lærling rørlegger».');
      expect(mail.text).toContain('Ola Hansen har søkt på «Lærling rørlegger».');
      expect(mail.text).toContain(`/business/applications/${businessJob}`);
      expect(more).toEqual([]);
      // The notice has run: nothing else is on its way for these two.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(catcher.to('sjef@ror.test')).toHaveLength(1);
    });

    it('is mailed again for an application after the notice went out, that one alone', async () => {
      await apply(students[2], businessJob).expect(201);
      await waitFor(() => catcher.to('sjef@ror.test').length === 2);
      const mail = catcher.to('sjef@ror.test')[1];
      expect(mail.subject).toBe('Ny søknad på «Lærling rørlegger»');
      expect(mail.text).toContain('Per Berg har søkt');
      expect(mail.text).not.toContain('Kari Nordmann');
    });

    it('shows its contact e-mail on its jobs and its page, never the login e-mail', async () => {
      const { body: detail } = await api().get(`/api/jobs/${businessJob}`).expect(200);
      expect(detail.business_email).toBe('jobb@ror.test');
      const { body: search } = await api().get('/api/jobs').query({ q: 'rørlegger' }).expect(200);
      const { body: page } = await students[0]
        .get(`/api/businesses/${detail.business_uuid}`)
        .expect(200);
      expect(page.contact_email).toBe('jobb@ror.test');
      for (const answer of [detail, search, page])
        expect(JSON.stringify(answer)).not.toContain('sjef@ror.test');
    });

    it('shows no e-mail at all while the contact e-mail is empty', async () => {
      const { body: profile } = await business.get('/api/businesses/mine').expect(200);
      await business.put(`/api/businesses/${profile.uuid}`).field(companyProfile('')).expect(200);
      expect((await api().get(`/api/jobs/${businessJob}`)).body.business_email).toBeNull();
      const wrong = await business
        .put(`/api/businesses/${profile.uuid}`)
        .field(companyProfile('ikke en adresse'))
        .expect(400);
      expect(JSON.stringify(wrong.body)).toContain(
        'Kontakt-e-posten må være en gyldig e-postadresse',
      );
    });
  });

  describe('a job posted without an account', () => {
    let first: { jobUuid: string; token: string };
    let second: { jobUuid: string; token: string };
    let application: string;

    beforeAll(async () => {
      first = await postWithoutAccount('post@sjobua.test', 'Kokk til sommeren', {
        contact_email: 'kjokken@sjobua.test',
      });
      second = await postWithoutAccount('annen@fjordkro.test', 'Servitør');
    });

    it('mails a long random link after the code, stored only as its hash', async () => {
      expect(first.token.length).toBeGreaterThanOrEqual(43);
      const rows = await app
        .get(DataSource)
        .query(`SELECT token_hash, expires_at FROM job_manage_tokens WHERE job_id = $1`, [
          first.jobUuid,
        ]);
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(createHash('sha256').update(first.token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(first.token);
      const days = (new Date(rows[0].expires_at).getTime() - Date.now()) / 86400000;
      expect(Math.round(days)).toBe(90);
    });

    it('shows the e-mail the poster chose, and none when they chose none', async () => {
      const shown = (await api().get(`/api/jobs/${first.jobUuid}`).expect(200)).body;
      expect(shown.business_email).toBe('kjokken@sjobua.test');
      expect(JSON.stringify(shown)).not.toContain('post@sjobua.test');
      const hidden = (await api().get(`/api/jobs/${second.jobUuid}`).expect(200)).body;
      expect(hidden.business_email).toBeNull();
      expect(JSON.stringify(hidden)).not.toContain('annen@fjordkro.test');
    });

    it('opens the ad by its link; a wrong token is 404', async () => {
      const { body } = await api().get(`/api/jobs/manage/${first.token}`).expect(200);
      expect(body).toMatchObject({
        job: { uuid: first.jobUuid, title: 'Kokk til sommeren', status: 'open' },
        contact_email: 'kjokken@sjobua.test',
        poster_email: 'post@sjobua.test',
        applications: [],
      });
      const wrong = await api()
        .get(`/api/jobs/manage/${first.token.slice(0, -2)}xx`)
        .expect(404);
      expect(wrong.body.message).toBe(JOB_MESSAGES.manageLinkInvalid);
      await api().get('/api/jobs/manage/kort').expect(404);
    });

    it('mails the poster of each new application, with a link that reads and answers it', async () => {
      const before = catcher.to('post@sjobua.test').length;
      await apply(students[0], first.jobUuid).expect(201);
      const [link, token] = await mailed('post@sjobua.test', /\/jobs\/manage\/([\w-]+)/, before);
      const notice = catcher.to('post@sjobua.test').find((mail) => mail.text.includes(link))!;
      expect(notice.text).toContain('Kari Nordmann har søkt på «Kokk til sommeren».');
      expect(token).not.toBe(first.token);

      const { body } = await api().get(`/api/jobs/manage/${token}`).expect(200);
      expect(body.applications).toHaveLength(1);
      expect(body.applications[0]).toMatchObject({
        name: 'Kari Nordmann',
        status: 'pending',
        cover_letter: 'Jeg vil gjerne lære faget.',
      });
      application = body.applications[0].application_uuid;

      const answered = await api()
        .put(`/api/jobs/manage/${first.token}/applications/${application}`)
        .send({ status: 'accepted', message: 'Velkommen til en prat på torsdag!' })
        .expect(200);
      expect(answered.body.status).toBe('accepted');
      const [own] = (await students[0].get('/api/users/applications').expect(200)).body.filter(
        (a: { job_uuid: string }) => a.job_uuid === first.jobUuid,
      );
      expect(own.status).toBe('accepted');
      await waitFor(() => catcher.to('elev1@skole.test').length > 0);
      const [answer] = catcher.to('elev1@skole.test');
      expect(answer.subject).toBe('Svar fra Sjøbua AS på søknaden din');
      expect(answer.text).toContain('Velkommen til en prat på torsdag!');
      expect(answer.raw).toMatch(/^Reply-To: post@sjobua\.test$/m);
    });

    it("cannot touch another ad's applications, nor answer with a status it may not set", async () => {
      await api()
        .put(`/api/jobs/manage/${second.token}/applications/${application}`)
        .send({ status: 'rejected' })
        .expect(404);
      await api()
        .put(`/api/jobs/manage/${first.token}/applications/${application}`)
        .send({ status: 'interview' })
        .expect(400);
      const { body } = await api().get(`/api/jobs/manage/${second.token}`).expect(200);
      expect(body.applications).toEqual([]);
    });

    it('edits the ad and closes it: closed, it is hidden and takes no applications', async () => {
      const edited = await api()
        .put(`/api/jobs/manage/${first.token}`)
        .send({ ...job('Kokk til sommeren og høsten'), job_type: 'temporary', contact_email: '' })
        .expect(200);
      expect(edited.body.job.title).toBe('Kokk til sommeren og høsten');
      expect((await api().get(`/api/jobs/${first.jobUuid}`)).body.business_email).toBeNull();
      const refused = await api()
        .put(`/api/jobs/manage/${first.token}`)
        .send({ ...job(''), job_type: 'temporary' })
        .expect(400);
      expect(JSON.stringify(refused.body)).toContain(JOB_MESSAGES.titleRequired);

      await api().post(`/api/jobs/manage/${first.token}/close`).expect(200);
      await api().get(`/api/jobs/${first.jobUuid}`).expect(404);
      await apply(students[1], first.jobUuid).expect(400);
      const reopened = await api().post(`/api/jobs/manage/${first.token}/open`).expect(200);
      expect(reopened.body.job.status).toBe('open');
      expect((await api().get(`/api/jobs/manage/${second.token}`)).body.job.title).toBe('Servitør');
    });

    it('refuses an expired link', async () => {
      await app
        .get(DataSource)
        .query(
          `UPDATE job_manage_tokens SET expires_at = now() - interval '1 second' WHERE job_id = $1`,
          [second.jobUuid],
        );
      await api().get(`/api/jobs/manage/${second.token}`).expect(404);
      await api().post(`/api/jobs/manage/${second.token}/close`).expect(404);
    });

    it('goes to the company whose owner registers and verifies the same address', async () => {
      const before = catcher.to('post@sjobua.test').length;
      await api()
        .post('/api/auth/register')
        .send({
          email: 'post@sjobua.test',
          password: 'Bedrift12',
          confirmPassword: 'Bedrift12',
          role: 'business',
          companyName: 'Sjøbua AS',
          organizationNumber: '922222223',
        })
        .expect(201);
      // Registering alone proves nothing: the link still works until the address is verified.
      await api().get(`/api/jobs/manage/${first.token}`).expect(200);
      const [, verification] = await mailed('post@sjobua.test', /\/verify-email\/([\w-]+)/, before);
      await api().post('/api/auth/verify-email').send({ token: verification }).expect(200);

      await api().get(`/api/jobs/manage/${first.token}`).expect(404);
      const owner = await signedInAgent(app, 'post@sjobua.test', 'Bedrift12');
      const { body } = await owner.get('/api/businesses/applications/all').expect(200);
      expect(body.applications).toEqual([
        expect.objectContaining({ job_uuid: first.jobUuid, name: 'Kari Nordmann' }),
      ]);
      const { body: jobs } = await owner.get('/api/businesses/jobs/jobs-by-business').expect(200);
      expect(jobs.jobs.map((j: { uuid: string }) => j.uuid)).toContain(first.jobUuid);
    });
  });
});

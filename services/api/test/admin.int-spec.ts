import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AUTH_MESSAGES, PAGE_MESSAGES } from '@yrkesbro/contracts';
import type { AdminBusinessRow, AdminPage, AdminStudentRow } from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

/** Every admin call of the overview, as the role matrix tries them. */
const ADMIN_CALLS = [
  '/api/admin/stats',
  '/api/admin/students',
  '/api/admin/businesses',
  '/api/admin/emails/students',
  '/api/admin/emails/businesses',
];

describe('admin overview: stats and the profile lists', () => {
  let app: NestFastifyApplication;
  let admin: TestAgent;
  let student: TestAgent;
  let business: TestAgent;
  let impostor: TestAgent;

  async function studentNamed(email: string, name: string): Promise<TestAgent> {
    await createUser(app, { email, password: 'Elev1234', role: 'student' });
    const agent = await signedInAgent(app, email, 'Elev1234');
    await agent.put('/api/users/profile').send({ name }).expect(200);
    return agent;
  }

  async function company(email: string, companyName: string, electrician: number) {
    await createUser(app, { email, password: 'Bedrift12', role: 'business' });
    const agent = await signedInAgent(app, email, 'Bedrift12');
    const form = agent.post('/api/businesses');
    const fields = {
      company_name: companyName,
      description: 'Elektrofirma i Bergen som tar inn lærlinger hvert år.',
      industry: String(electrician),
      location: 'Bergen',
      website: 'https://lysogkraft.no',
      phone_number: '55 12 34 56',
      organization_number: '912345688',
    };
    for (const [key, value] of Object.entries(fields)) form.field(key, value);
    await form.expect(201);
    return agent;
  }

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-admin-ov` }));
    const vocations: { id: number; name: string }[] = (
      await request(app.getHttpServer()).get('/api/vocations')
    ).body;
    const electrician = vocations.find((v) => v.name === 'Elektriker')!.id;
    await createUser(app, { email: 'admin@yrkesbro.test', password: 'Admin1234', role: 'admin' });
    await createUser(app, { email: 'annen@yrkesbro.test', password: 'Admin1234', role: 'admin' });
    admin = await signedInAgent(app, 'admin@yrkesbro.test', 'Admin1234');
    impostor = await signedInAgent(app, 'annen@yrkesbro.test', 'Admin1234');
    student = await studentNamed('kari@elev.test', 'Kari Nordmann');
    for (let i = 1; i <= 4; i++) await studentNamed(`elev${i}@elev.test`, `Elev Nummer ${i}`);
    business = await company('sjef@lysogkraft.test', 'Lys og Kraft AS', electrician);
    await company('post@rorogvarme.test', 'Rør og Varme AS', electrician);
    const job = {
      title: 'Lærling elektriker',
      description: 'Vi søker en motivert lærling til installasjon i bolig og næring.',
      requirements: 'Vg2 elenergi',
      location: 'Bergen',
      salary_min: 200000,
      salary_max: 320000,
      vocation_id: electrician,
      job_type: 'apprenticeship',
    };
    const open = await business
      .post('/api/businesses/jobs')
      .send({ ...job, status: 'open' })
      .expect(201);
    await business
      .post('/api/businesses/jobs')
      .send({ ...job, status: 'draft' })
      .expect(201);
    await student
      .post(`/api/jobs/${open.body.uuid}/apply`)
      .send({
        cover_letter: 'Jeg vil bli elektriker.',
        resume_url: 'https://cv.example.no/kari.pdf',
      })
      .expect(201);
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(ADMIN_CALLS)(
    '%s: 401 anonymous, 403 student, business and an admin with another e-mail, 200 admin',
    async (path) => {
      await request(app.getHttpServer()).get(path).expect(401);
      await student.get(path).expect(403);
      await business.get(path).expect(403);
      const refused = await impostor.get(path).expect(403);
      expect(refused.body.message).toBe(AUTH_MESSAGES.adminOnly);
      await admin.get(path).expect(200);
    },
  );

  it('answers stats equal to the counts in the database', async () => {
    // No worker runs in this file: the mailing's copies stay queued.
    await admin
      .post('/api/admin/emails/send')
      .send({ group: 'student', title: 'Hei', msg: 'Hei alle' })
      .expect(202);
    const db = app.get(DataSource);
    const count = async (sql: string) => Number((await db.query(sql))[0].count);
    const { body } = await admin.get('/api/admin/stats').expect(200);
    expect(body).toEqual({
      total_students: await count(`SELECT count(*) FROM users WHERE role = 'student'`),
      total_businesses: await count(`SELECT count(*) FROM users WHERE role = 'business'`),
      total_job_postings: await count(
        `SELECT count(*) FROM jobs WHERE status <> 'awaiting-verification'`,
      ),
      total_applications: await count(`SELECT count(*) FROM applications`),
      new_signups_week: await count(
        `SELECT count(*) FROM users WHERE role IN ('student', 'business')
            AND created_at >= now() - interval '7 days'`,
      ),
      open_job_postings: await count(`SELECT count(*) FROM jobs WHERE status = 'open'`),
      mails_queued: await count(`SELECT count(*) FROM mailing_recipients WHERE status = 'queued'`),
      mails_failed: await count(`SELECT count(*) FROM mailing_recipients WHERE status = 'failed'`),
    });
    expect(body).toMatchObject({
      total_students: 5,
      total_businesses: 2,
      total_job_postings: 2,
      total_applications: 1,
      new_signups_week: 7,
      open_job_postings: 1,
      mails_queued: 5,
      mails_failed: 0,
    });
  });

  it('lists students with the spec row, searched and paged on the server', async () => {
    const found: AdminPage<AdminStudentRow> = (
      await admin.get('/api/admin/students').query({ q: 'kari' }).expect(200)
    ).body;
    expect(found.total).toBe(1);
    expect(found.rows).toEqual([
      {
        uuid: expect.any(String),
        name: 'Kari Nordmann',
        email: 'kari@elev.test',
        school: '',
        education_count: 0,
        skills_count: 0,
        profile_picture_url: null,
        completion_percentage: expect.any(Number),
      },
    ]);
    const own = (await student.get('/api/users/profile').expect(200)).body;
    expect(found.rows[0]).toMatchObject({
      uuid: own.id,
      completion_percentage: own.completionPercentage,
    });

    const first = (await admin.get('/api/admin/students').query({ limit: 2 }).expect(200)).body;
    const third = (await admin.get('/api/admin/students').query({ limit: 2, page: 3 }).expect(200))
      .body;
    expect(first).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(first.rows).toHaveLength(2);
    expect(third.rows).toHaveLength(1);
    // Past the last page no row carries the total; it is counted apart, with the search.
    const past = (await admin.get('/api/admin/students').query({ page: 99 }).expect(200)).body;
    expect(past).toMatchObject({ rows: [], total: 5, page: 99 });
    const pastFound = (
      await admin.get('/api/admin/students').query({ q: 'kari', page: 2 }).expect(200)
    ).body;
    expect(pastFound).toMatchObject({ rows: [], total: 1 });
    await admin.get('/api/admin/students').query({ limit: 500 }).expect(400);
    // A page past the bound, or one that would overflow the database's OFFSET, is a 400.
    for (const page of ['1001', '1e300']) {
      const refused = await admin.get('/api/admin/students').query({ page }).expect(400);
      expect(refused.body.message).toBe(PAGE_MESSAGES.pageInvalid);
    }
  });

  it('finds a student by the login e-mail or the school alone, a profile without a name too', async () => {
    const names = async (q: string) =>
      (await admin.get('/api/admin/students').query({ q }).expect(200)).body.rows.map(
        (row: AdminStudentRow) => row.name,
      );
    const db = app.get(DataSource);
    const profileOf = `(SELECT id FROM users WHERE email = 'elev4@elev.test')`;
    await db.query(
      `UPDATE student_profiles SET school = 'Kuben videregående skole' WHERE user_id = ${profileOf}`,
    );
    try {
      expect(await names('elev3@')).toEqual(['Elev Nummer 3']);
      // LIKE's own characters are searched for, not matched as wildcards.
      expect(await names('%')).toEqual([]);
      expect(await names('elev_@')).toEqual([]);
      expect(await names('KUBEN')).toEqual(['Elev Nummer 4']);
      await db.query(`UPDATE student_profiles SET name = NULL WHERE user_id = ${profileOf}`);
      expect(await names('elev4@elev')).toEqual([null]);
      expect(await names('kuben')).toEqual([null]);
    } finally {
      await db.query(
        `UPDATE student_profiles SET name = 'Elev Nummer 4', school = '' WHERE user_id = ${profileOf}`,
      );
    }
  });

  it('lists businesses with e-mail, trade, job count and completion', async () => {
    const { body }: { body: AdminPage<AdminBusinessRow> } = await admin
      .get('/api/admin/businesses')
      .query({ q: 'LYS OG' })
      .expect(200);
    expect(body.total).toBe(1);
    expect(body.rows).toEqual([
      {
        uuid: expect.any(String),
        company_name: 'Lys og Kraft AS',
        email: 'sjef@lysogkraft.test',
        industry: 'Elektriker',
        job_postings_count: 2,
        logo: null,
        completion_percentage: 88,
      },
    ]);
    const byEmail = (
      await admin.get('/api/admin/businesses').query({ q: 'rorogvarme' }).expect(200)
    ).body;
    expect(byEmail.rows.map((row: AdminBusinessRow) => row.company_name)).toEqual([
      'Rør og Varme AS',
    ]);
    const wildcard = (await admin.get('/api/admin/businesses').query({ q: '_' }).expect(200)).body;
    expect(wildcard.rows).toEqual([]);
    expect(wildcard.total).toBe(0);
    // Past the last page no row carries the total; it is counted apart, with the search.
    const past = (await admin.get('/api/admin/businesses').query({ page: 99 }).expect(200)).body;
    expect(past).toMatchObject({ rows: [], total: 2, page: 99 });
    const pastFound = (
      await admin.get('/api/admin/businesses').query({ q: 'rorogvarme', page: 3 }).expect(200)
    ).body;
    expect(pastFound).toMatchObject({ rows: [], total: 1 });
  });

  it("lets the admin read a listed company's page, and nothing more of it", async () => {
    const { body }: { body: AdminPage<AdminBusinessRow> } = await admin
      .get('/api/admin/businesses')
      .query({ q: 'LYS OG' })
      .expect(200);
    const uuid = body.rows[0].uuid;
    const page = await admin.get(`/api/businesses/${uuid}`).expect(200);
    expect(page.body).toMatchObject({ uuid, company_name: 'Lys og Kraft AS' });
    expect(page.body.active_jobs).toHaveLength(1);
    await admin.put(`/api/businesses/${uuid}`).field('company_name', 'Kapret AS').expect(403);
  });
});

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BUSINESS_MESSAGES, JOB_MESSAGES, ORGANIZATION_NUMBER_MESSAGES } from '@yrkesbro/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { Business } from '../src/modules/businesses/business.entity';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('businesses and jobs', () => {
  let app: NestFastifyApplication;
  let owner: TestAgent;
  let rival: TestAgent;
  let student: TestAgent;
  let electrician: number;
  let plumber: number;

  const profile = (overrides: Record<string, string> = {}) => ({
    company_name: 'Lys og Kraft AS',
    description: 'Elektrofirma i Bergen som tar inn lærlinger hvert år.',
    industry: String(electrician),
    location: 'Bergen',
    website: 'https://lysogkraft.no',
    phone_number: '55 12 34 56',
    organization_number: '912345688',
    ...overrides,
  });

  const job = (overrides: Record<string, unknown> = {}) => ({
    title: 'Lærling elektriker',
    description: 'Vi søker en motivert lærling til installasjon i bolig og næring.',
    requirements: 'Vg2 elenergi, førerkort klasse B\nGodt humør',
    location: 'Bergen',
    salary_min: 200000,
    salary_max: 320000,
    vocation_id: electrician,
    job_type: 'apprenticeship',
    status: 'open',
    ...overrides,
  });

  async function businessWithProfile(email: string, company: string): Promise<TestAgent> {
    await createUser(app, { email, password: 'Bedrift12', role: 'business' });
    const agent = await signedInAgent(app, email, 'Bedrift12');
    const form = agent.post('/api/businesses');
    for (const [key, value] of Object.entries(profile({ company_name: company })))
      form.field(key, value);
    await form.expect(201);
    return agent;
  }

  beforeAll(async () => {
    app = await startTestApp(
      testConfig({
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-jobs`,
        UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'yb-uploads-')),
      }),
    );
    const vocations: { id: number; name: string }[] = (
      await request(app.getHttpServer()).get('/api/vocations')
    ).body;
    electrician = vocations.find((v) => v.name === 'Elektriker')!.id;
    plumber = vocations.find((v) => v.name === 'Rørlegger')!.id;
    await createUser(app, { email: 'eier@yrkesbro.test', password: 'Bedrift12', role: 'business' });
    owner = await signedInAgent(app, 'eier@yrkesbro.test', 'Bedrift12');
    rival = await businessWithProfile('rival@yrkesbro.test', 'Rivalen AS');
    await createUser(app, {
      email: 'jobb-elev@yrkesbro.test',
      password: 'Elev1234',
      role: 'student',
    });
    student = await signedInAgent(app, 'jobb-elev@yrkesbro.test', 'Elev1234');
  });

  afterAll(async () => {
    await app.close();
  });

  describe('company profile', () => {
    it('is in create mode (404) until filled in, then answers with the profile and the logo', async () => {
      await owner.get('/api/businesses/mine').expect(404);
      const form = owner.post('/api/businesses');
      for (const [key, value] of Object.entries(profile())) form.field(key, value);
      const created = await form.attach('logo', PNG, 'logo.png').expect(201);
      expect(created.body).toMatchObject({
        company_name: 'Lys og Kraft AS',
        industry: electrician,
        industry_name: 'Elektriker',
        contact_email: '',
        active_jobs: [],
      });
      expect(created.body.logo_url).toMatch(/^\/api\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
      const logo = await request(app.getHttpServer()).get(created.body.logo_url).expect(200);
      expect(logo.headers['x-content-type-options']).toBe('nosniff');
      expect(logo.headers['content-type']).toBe('image/png');
      const mine = await owner.get('/api/businesses/mine').expect(200);
      expect(mine.body.uuid).toBe(created.body.uuid);
    });

    it('lets only the owner change it', async () => {
      const { body } = await owner.get('/api/businesses/mine');
      await owner
        .put(`/api/businesses/${body.uuid}`)
        .field(profile({ location: 'Os' }))
        .expect(200);
      const denied = await rival
        .put(`/api/businesses/${body.uuid}`)
        .field(profile({ company_name: 'Kapret AS' }));
      expect(denied.status).toBe(403);
      const stored = await app
        .get(DataSource)
        .getRepository(Business)
        .findOneByOrFail({ id: body.uuid });
      expect(stored.companyName).toBe('Lys og Kraft AS');
    });

    it('checks the logo by its content and size', async () => {
      const { body } = await owner.get('/api/businesses/mine');
      const renamed = await owner
        .put(`/api/businesses/${body.uuid}`)
        .field(profile())
        .attach('logo', Buffer.from('dette er tekst, ikke et bilde'), 'logo.png')
        .expect(400);
      expect(renamed.body.message).toBe(BUSINESS_MESSAGES.logoNotImage);
      const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
      const tooLarge = await owner
        .put(`/api/businesses/${body.uuid}`)
        .field(profile())
        .attach('logo', huge, 'stor.png')
        .expect(400);
      expect(tooLarge.body.message).toBe(BUSINESS_MESSAGES.logoTooLarge);
    });

    it('validates the fields with Norwegian messages', async () => {
      const { body } = await owner.get('/api/businesses/mine');
      const response = await owner
        .put(`/api/businesses/${body.uuid}`)
        .field(profile({ website: 'ikke-en-url', organization_number: '123' }))
        .expect(400);
      expect(response.body.details).toEqual(
        expect.arrayContaining([
          BUSINESS_MESSAGES.websiteInvalid,
          ORGANIZATION_NUMBER_MESSAGES.length,
        ]),
      );
    });

    it("refuses a company's uploads past 60 within the hour with 429, as for students", async () => {
      const { body } = await owner.get('/api/businesses/mine').expect(200);
      const upload = (agent: TestAgent) =>
        agent.put(`/api/businesses/${body.uuid}`).attach('logo', Buffer.from('x'), 'logo.png');
      // The profile's creation and the edits above have used some of the hour's 60.
      let tries = 0;
      let refused = await upload(owner);
      while (refused.status === 400 && tries < 60) {
        refused = await upload(owner);
        tries += 1;
      }
      expect(refused.status).toBe(429);
      expect(tries).toBeLessThan(60);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      // The limit is the account's: another company's upload is still read (and refused as a file).
      await upload(rival).expect(400);
    });
  });

  describe('jobs', () => {
    let jobUuid: string;

    it('creates a job, splitting the requirements', async () => {
      const response = await owner.post('/api/businesses/jobs').send(job()).expect(201);
      jobUuid = response.body.uuid;
      expect(response.body).toMatchObject({
        title: 'Lærling elektriker',
        requirements: ['Vg2 elenergi', 'førerkort klasse B', 'Godt humør'],
        company_name: 'Lys og Kraft AS',
        vocation_name: 'Elektriker',
        status: 'open',
      });
      const dashboard = await owner.get('/api/businesses/jobs/jobs-by-business').expect(200);
      expect(dashboard.body).toMatchObject({ total: 1, active_jobs: 1 });
    });

    it('validates with the spec messages', async () => {
      const response = await owner
        .post('/api/businesses/jobs')
        .send(
          job({
            salary_min: 5000,
            salary_max: 100,
            requirements: ' , \n',
            job_type: 'frilans',
            status: 'slettet',
          }),
        )
        .expect(400);
      expect(response.body.details).toEqual(
        expect.arrayContaining([
          JOB_MESSAGES.salaryMaxAtLeastMin,
          JOB_MESSAGES.requirementsRequired,
          JOB_MESSAGES.jobTypeInvalid,
          JOB_MESSAGES.statusInvalid,
        ]),
      );
    });

    it('lets only the owner change or delete it', async () => {
      await rival
        .put(`/api/businesses/jobs/${jobUuid}`)
        .send(job({ title: 'Kapret' }))
        .expect(403);
      await rival.delete(`/api/businesses/job/${jobUuid}`).expect(403);
      await student.post('/api/businesses/jobs').send(job()).expect(403);
      await owner
        .put(`/api/businesses/jobs/00000000-0000-4000-8000-000000000000`)
        .send(job())
        .expect(404);
      const updated = await owner
        .put(`/api/businesses/jobs/${jobUuid}`)
        .send(job({ salary_max: 330000 }))
        .expect(200);
      expect(updated.body).toEqual({ jobId: jobUuid });
    });

    it('hides drafts from everyone but the owner', async () => {
      const draft = await owner
        .post('/api/businesses/jobs')
        .send(job({ title: 'Hemmelig utkast', status: 'draft' }))
        .expect(201);
      await student.get(`/api/jobs/${draft.body.uuid}`).expect(404);
      await owner.get(`/api/jobs/${draft.body.uuid}`).expect(200);
      const search = await student.get('/api/jobs').query({ q: 'hemmelig' }).expect(200);
      expect(search.body.total).toBe(0);
      const owned = await owner.get('/api/businesses/jobs/jobs-by-business').expect(200);
      expect(owned.body).toMatchObject({ total: 2, active_jobs: 1 });
      await owner.delete(`/api/businesses/job/${draft.body.uuid}`).expect(204);
    });
  });

  describe('search', () => {
    beforeAll(async () => {
      await rival
        .post('/api/businesses/jobs')
        .send(
          job({
            title: 'Elektrikere til nybygg',
            location: 'Trondheim',
            job_type: 'full-time',
            salary_max: 500000,
          }),
        )
        .expect(201);
      await rival
        .post('/api/businesses/jobs')
        .send(
          job({
            title: 'Rørleggerlærling',
            description: 'Bad og kjøkken.',
            requirements: 'Vg2 rørlegger',
            vocation_id: plumber,
            location: 'Bergen',
          }),
        )
        .expect(201);
      for (let i = 0; i < 5; i++) {
        await rival
          .post('/api/businesses/jobs')
          .send(job({ title: `Servicetekniker ${i}`, location: 'Oslo', job_type: 'part-time' }))
          .expect(201);
      }
    });

    const search = (query: Record<string, unknown>) =>
      request(app.getHttpServer()).get('/api/jobs').query(query).expect(200);

    it('finds stemmed Norwegian words: "elektriker" finds "elektrikere"', async () => {
      const { body } = await search({ q: 'elektriker' });
      expect(body.jobs.map((j: { title: string }) => j.title)).toEqual(
        expect.arrayContaining(['Elektrikere til nybygg', 'Lærling elektriker']),
      );
      expect(body.jobs.map((j: { title: string }) => j.title)).not.toContain('Rørleggerlærling');
    });

    it('tolerates case and small typos in the location', async () => {
      expect((await search({ location: 'trondheim' })).body.total).toBe(1);
      expect((await search({ location: 'Trondhem' })).body.total).toBe(1);
      expect((await search({ location: 'Bergn' })).body.total).toBe(2);
    });

    it('filters by vocation and job type, with facet counts', async () => {
      const byVocation = await search({ vocation: plumber });
      expect(byVocation.body.jobs.map((j: { title: string }) => j.title)).toEqual([
        'Rørleggerlærling',
      ]);
      const { body } = await search({ job_type: 'part-time' });
      expect(body.total).toBe(5);
      // The job-type facet ignores the job-type filter, so every choice shows its count.
      const partTime = body.facets.job_type.find((f: { value: string }) => f.value === 'part-time');
      expect(partTime).toMatchObject({ label: 'Deltid', count: 5 });
      expect(
        body.facets.job_type.find((f: { value: string }) => f.value === 'apprenticeship').count,
      ).toBe(2);
      expect(
        body.facets.vocation.find((f: { value: number }) => f.value === electrician).count,
      ).toBe(5);
    });

    it('pages with a total and sorts by salary', async () => {
      const first = await search({ limit: 3, page: 1 });
      const third = await search({ limit: 3, page: 3 });
      expect(first.body).toMatchObject({ total: 8, page: 1, limit: 3 });
      expect(first.body.jobs).toHaveLength(3);
      expect(third.body.jobs).toHaveLength(2);
      const bySalary = await search({ sort: 'salary', limit: 1 });
      expect(bySalary.body.jobs[0].title).toBe('Elektrikere til nybygg');
    });
  });

  describe('favourites', () => {
    it('lets a student keep favourite jobs; businesses cannot', async () => {
      const { body } = await request(app.getHttpServer())
        .get('/api/jobs')
        .query({ q: 'rørlegger' });
      const uuid = body.jobs[0].uuid;
      await student.post(`/api/jobs/favorites/${uuid}`).expect(204);
      await student.post(`/api/jobs/favorites/${uuid}`).expect(204);
      const favorites = (await student.get('/api/jobs/favorites').expect(200)).body;
      expect(favorites).toEqual([
        expect.objectContaining({ uuid, jobs_id: uuid, job_uuid: uuid, title: body.jobs[0].title }),
      ]);
      await student.delete(`/api/jobs/favorites/${uuid}`).expect(204);
      expect((await student.get('/api/jobs/favorites')).body).toEqual([]);
      await owner.get('/api/jobs/favorites').expect(403);
      await student.post('/api/jobs/favorites/00000000-0000-4000-8000-000000000000').expect(404);
    });
  });

  describe('business directory', () => {
    it('searches name, description and location, filters by industry, and counts open jobs', async () => {
      const all = await student.get('/api/businesses').expect(200);
      expect(all.body.total).toBe(2);
      const found = await student.get('/api/businesses').query({ q: 'rival' }).expect(200);
      expect(found.body.businesses).toEqual([
        expect.objectContaining({
          company_name: 'Rivalen AS',
          job_count: 7,
          industry_name: 'Elektriker',
        }),
      ]);
      expect((await student.get('/api/businesses').query({ industry: plumber })).body.total).toBe(
        0,
      );
      expect(all.body.industries).toEqual([{ value: electrician, label: 'Elektriker', count: 2 }]);
      await owner.get('/api/businesses').expect(403);
      // An old link past the last page still says how many there are, with no rows to carry it.
      const past = await student.get('/api/businesses').query({ page: 999 }).expect(200);
      expect(past.body).toMatchObject({ businesses: [], total: 2, page: 999 });
      const filteredPast = await student
        .get('/api/businesses')
        .query({ q: 'rival', page: 2 })
        .expect(200);
      expect(filteredPast.body).toMatchObject({ businesses: [], total: 1 });
      const page = await student
        .get(`/api/businesses/${found.body.businesses[0].business_uuid}`)
        .expect(200);
      expect(page.body.active_jobs).toHaveLength(7);
    });
  });
});

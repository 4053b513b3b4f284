import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AUTH_MESSAGES, FYLKER, SCHOOL_CSV_MAX_BYTES, SCHOOL_MESSAGES } from '@yrkesbro/contracts';
import type { School } from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { queuedMails } from './support/mail-jobs';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

describe('schools: the directory and the outreach mail', () => {
  let app: NestFastifyApplication;
  let admin: TestAgent;
  let student: TestAgent;
  let business: TestAgent;
  let impostor: TestAgent;

  const list = async (query: Record<string, string> = {}): Promise<School[]> =>
    (await student.get('/api/schools').query(query).expect(200)).body;

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-schools` }));
    await createUser(app, { email: 'admin@yrkesbro.test', password: 'Admin1234', role: 'admin' });
    await createUser(app, { email: 'annen@yrkesbro.test', password: 'Admin1234', role: 'admin' });
    await createUser(app, { email: 'elev@yrkesbro.test', password: 'Elev1234', role: 'student' });
    await createUser(app, { email: 'sjef@yrkesbro.test', password: 'Bedrift12', role: 'business' });
    admin = await signedInAgent(app, 'admin@yrkesbro.test', 'Admin1234');
    impostor = await signedInAgent(app, 'annen@yrkesbro.test', 'Admin1234');
    student = await signedInAgent(app, 'elev@yrkesbro.test', 'Elev1234');
    business = await signedInAgent(app, 'sjef@yrkesbro.test', 'Bedrift12');
  });

  afterAll(async () => {
    await app.close();
  });

  it('is seeded with vocational upper-secondary schools, their e-mail marked as examples', async () => {
    const schools = await list();
    expect(schools.length).toBeGreaterThanOrEqual(15);
    expect(new Set(schools.map((school) => school.region)).size).toBeGreaterThanOrEqual(12);
    for (const school of schools) {
      expect(FYLKER).toContain(school.region);
      expect(school).toMatchObject({ email_is_example: true, contacted: 'false' });
      expect(school.email).toMatch(/\.example$/);
    }
    await request(app.getHttpServer()).get('/api/schools').expect(401);
  });

  it('searches by name and by county', async () => {
    expect((await list({ q: 'KUBEN' })).map((s) => s.school_name)).toEqual([
      'Kuben videregående skole',
    ]);
    const trondelag = await list({ region: 'Trøndelag' });
    expect(trondelag.length).toBeGreaterThan(0);
    expect(trondelag.every((school) => school.region === 'Trøndelag')).toBe(true);
    await student.get('/api/schools').query({ region: 'Sogn og Fjordane' }).expect(400);
  });

  it('lets only the configured admin add, edit, import and send', async () => {
    const school = (await list())[0];
    const calls = [
      (agent: TestAgent) => agent.post('/api/schools').send({}),
      (agent: TestAgent) => agent.put(`/api/schools/${school.school_id}`).send({}),
      (agent: TestAgent) => agent.post('/api/schools/import').send({ csv: 'x' }),
      (agent: TestAgent) =>
        agent
          .post('/api/schools/send-email')
          .send({ schoolId: school.school_id, emailContent: 'Hei' }),
    ];
    for (const call of calls) {
      for (const agent of [student, business, impostor]) {
        const refused = await call(agent).expect(403);
        expect(refused.body.message).toBe(AUTH_MESSAGES.adminOnly);
      }
      await call(request.agent(app.getHttpServer())).expect(401);
    }
    expect((await list()).find((s) => s.school_id === school.school_id)?.contacted).toBe('false');
  });

  it('adds and edits a school', async () => {
    const created: School = (
      await admin
        .post('/api/schools')
        .send({
          school_name: 'Bleiker videregående skole',
          region: 'Akershus',
          address: 'Asker',
          email: 'Post@Bleiker.example',
          email_is_example: true,
        })
        .expect(201)
    ).body;
    expect(created).toMatchObject({ email: 'post@bleiker.example', contacted: 'false' });
    const edited = await admin
      .put(`/api/schools/${created.school_id}`)
      .send({ ...created, address: 'Bleikerveien 2, 1387 Asker', email: 'post@bleiker.example' })
      .expect(200);
    expect(edited.body.address).toBe('Bleikerveien 2, 1387 Asker');
    // A second school of the same name in the county: 409 in Norwegian, not a database error.
    const twin = { ...created, school_name: 'BLEIKER videregående skole' };
    const again = await admin.post('/api/schools').send(twin).expect(409);
    expect(again.body.message).toBe(SCHOOL_MESSAGES.duplicate);
    const other = (await list()).find((school) => school.school_id !== created.school_id)!;
    const renamed = await admin
      .put(`/api/schools/${other.school_id}`)
      .send({ ...other, school_name: created.school_name, region: created.region })
      .expect(409);
    expect(renamed.body.message).toBe(SCHOOL_MESSAGES.duplicate);
    const invalid = await admin
      .post('/api/schools')
      .send({ school_name: '', region: 'Oslo', address: 'Oslo', email: 'a@b.no' })
      .expect(400);
    expect(invalid.body.message).toBe(SCHOOL_MESSAGES.nameRequired);
  });

  it('refuses a CSV file over the size the import takes, saying so in Norwegian', async () => {
    const csv = `navn;fylke;adresse;e-post\n${'x'.repeat(SCHOOL_CSV_MAX_BYTES)}`;
    const refused = await admin.post('/api/schools/import').send({ csv }).expect(400);
    expect(refused.body.message).toBe(SCHOOL_MESSAGES.csvTooLarge);
  });

  it('rejects a malformed CSV file with a Norwegian message and imports nothing of it', async () => {
    const before = await list();
    const csv = [
      'navn;fylke;adresse;e-post',
      'Ny skole A;Oslo;Oslo;post@a.example',
      'Ny skole B;Sogn og Fjordane;Førde;post@b.example',
    ].join('\n');
    const refused = await admin.post('/api/schools/import').send({ csv }).expect(400);
    expect(refused.body.message).toBe(SCHOOL_MESSAGES.csvLine(3, SCHOOL_MESSAGES.regionInvalid));
    expect(await list()).toEqual(before);

    const good = csv.replace('Sogn og Fjordane;Førde', 'Vestland;Førde');
    await admin.post('/api/schools/import').send({ csv: good }).expect(200, { imported: 2 });
    expect((await list({ q: 'ny skole' })).map((s) => s.school_name)).toEqual([
      'Ny skole A',
      'Ny skole B',
    ]);
  });

  it('queues the text with the placeholders replaced and shows the school contacted', async () => {
    const [school] = await list({ q: 'Strinda' });
    const sent = await admin
      .post('/api/schools/send-email')
      .send({
        schoolId: school.school_id,
        emailContent: 'Hei {schoolName}!\n\nVi har læreplasser i {region}.',
      })
      .expect(202);
    expect(sent.body.message).toBe('E-post sendt til Strinda videregående skole.');
    const [mail] = await queuedMails(app, school.email);
    expect(mail.data.text).toContain('Hei Strinda videregående skole!');
    expect(mail.data.text).toContain('Vi har læreplasser i Trøndelag.');
    expect(mail.data.text).not.toContain('{');
    expect((await list({ q: 'Strinda' }))[0].contacted).toBe('true');
    const again = await admin
      .post('/api/schools/send-email')
      .send({ schoolId: school.school_id, emailContent: 'Igjen' })
      .expect(409);
    expect(again.body.message).toBe(SCHOOL_MESSAGES.alreadyContacted);
    expect(await queuedMails(app, school.email)).toHaveLength(1);
  });
});

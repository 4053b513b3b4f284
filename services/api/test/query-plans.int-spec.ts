import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { todayInNorway } from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource, In } from 'typeorm';
import type { Logger, QueryRunner } from 'typeorm';
import { hashPassword } from '../src/modules/auth/password-hasher';
import { UserCache } from '../src/modules/users/user-cache';
import { User } from '../src/modules/users/user.entity';
import { buyPlan, seedStudent } from './support/plans';
import { postJobWithoutAccount } from './support/posted-jobs';
import { startTestApp } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

/**
 * Issue #17: every SELECT the read routes send, as the front ends call them, has an index to
 * use on each table that grows with users. With sequential scans priced out, a plan that still
 * reads a whole such table has none.
 */

type Role = 'anonymous' | 'student' | 'business' | 'admin';

/** Fixed reference data: a handful of rows whatever the number of users, so reading it all is right. */
const REFERENCE_TABLES = new Set([
  'vocations',
  'schools',
  'assessments',
  'assessment_questions',
  'badges',
  'job_search_version',
]);

const PASSWORD = 'Planer-passord-2026';
const EMAILS = {
  student: 'elev@planer.test',
  business: 'bedrift@planer.test',
  admin: 'admin@yrkesbro.test',
};
const TIME_LIMIT_MS = 180000;
const HMS = 'hms-pa-arbeidsplassen';

interface Fixtures {
  vocation: number;
  student: { uuid: string; userId: string };
  business: { uuid: string; userId: string };
  job: string;
  savedSearch: string;
  /** The management link's token of a job posted without an account. */
  postedJobToken: string;
  /** A student the business has no conversation with yet. */
  newcomer: string;
}

/** The read routes each role's pages call, with the ids of the planted rows. */
function routes(f: Fixtures): Record<Role, string[]> {
  const month = `startDate=${new Date(Date.now() - 86400000).toISOString()}&endDate=${new Date(
    Date.now() + 60 * 86400000,
  ).toISOString()}`;
  return {
    anonymous: [
      '/api/vocations',
      '/api/jobs?q=elektriker&location=Bergen',
      `/api/jobs/${f.job}`,
      `/api/jobs/manage/${f.postedJobToken}`,
      `/api/jobs/saved-searches/${f.savedSearch}/unsubscribe`,
    ],
    student: [
      '/api/auth/me',
      '/api/auth/2fa',
      '/api/users/profile',
      `/api/users/profile/${f.student.uuid}`,
      '/api/users/badges',
      '/api/users/education',
      '/api/users/skills',
      '/api/users/work',
      '/api/users/grades',
      '/api/users/projects',
      '/api/users/applications',
      `/api/jobs/applied/${f.job}`,
      '/api/jobs/favorites',
      '/api/jobs/saved-searches',
      '/api/businesses?q=Lys',
      `/api/businesses?industry=${f.vocation}`,
      `/api/businesses/${f.business.uuid}`,
      '/api/messages/conversations',
      `/api/messages/${f.business.userId}`,
      `/api/messages/student/${f.student.userId}/${f.business.userId}`,
      `/api/calendar/events?${month}`,
      '/api/assessments',
      '/api/assessments/history',
      `/api/assessments/${HMS}`,
      `/api/assessments/${HMS}/stats`,
      `/api/assessments/${HMS}/feedback`,
      '/api/schools',
      '/api/account/deletion',
      '/api/account/export',
    ],
    business: [
      '/api/auth/me',
      '/api/businesses/mine',
      '/api/businesses/mine/registration',
      '/api/businesses/jobs/jobs-by-business',
      `/api/businesses/jobs/jobs-by-business/${f.job}`,
      '/api/businesses/applications/recent',
      '/api/businesses/applications/all',
      '/api/businesses/applications/all?page=2',
      `/api/businesses/applications/${f.job}`,
      '/api/users/students',
      `/api/users/students?name=Ada&city=Bergen&vocation=${f.vocation}`,
      `/api/users/profile/${f.student.uuid}`,
      '/api/users/favorites',
      `/api/assessments/users/${f.student.userId}/scores`,
      '/api/messages/conversations',
      `/api/messages/${f.student.userId}`,
      `/api/messages/student/${f.student.userId}/${f.business.userId}`,
      `/api/calendar/events?${month}`,
      '/api/subscription',
      '/api/subscription/alerts',
      '/api/account/export',
    ],
    admin: [
      '/api/auth/me',
      '/api/admin/stats',
      '/api/admin/students',
      '/api/admin/students?q=Ada',
      '/api/admin/students?q=elev%40planer.test&page=2',
      '/api/admin/businesses',
      '/api/admin/businesses?q=Lys',
      // Each searched column needs its own index, the login e-mail (the users table's) too.
      '/api/admin/businesses?q=bedrift%40planer',
      '/api/admin/students?q=Bergen%20tekniske',
      '/api/admin/emails/students',
      '/api/admin/emails/businesses',
      '/api/admin/emails/history',
      '/api/admin/grade-verifications',
      '/api/businesses',
      '/api/account/export',
    ],
  };
}

interface Statement {
  sql: string;
  parameters: unknown[];
  /** The route that sent it first with these values. */
  route: string;
}

/**
 * Records the statements TypeORM sends, at the query runner, so raw SQL, repositories and
 * query builders are caught alike; everything else goes on to the logger the app had.
 */
class StatementRecorder implements Logger {
  route: string | null = null;
  readonly statements = new Map<string, Statement>();

  constructor(private readonly inner: Logger) {}

  logQuery(sql: string, parameters: unknown[] = [], runner?: QueryRunner) {
    // The same SQL with other values may plan otherwise (an empty search term folds away).
    const key = `${sql}\n${JSON.stringify(parameters)}`;
    if (this.route && !this.statements.has(key))
      this.statements.set(key, { sql, parameters, route: this.route });
    this.inner.logQuery(sql, parameters, runner);
  }
  logQueryError(...args: Parameters<Logger['logQueryError']>) {
    this.inner.logQueryError(...args);
  }
  logQuerySlow(...args: Parameters<Logger['logQuerySlow']>) {
    this.inner.logQuerySlow(...args);
  }
  logSchemaBuild(...args: Parameters<Logger['logSchemaBuild']>) {
    this.inner.logSchemaBuild(...args);
  }
  logMigration(...args: Parameters<Logger['logMigration']>) {
    this.inner.logMigration(...args);
  }
  log(...args: Parameters<Logger['log']>) {
    this.inner.log(...args);
  }
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Join Filter'?: string;
  Plans?: PlanNode[];
};

/** LIKE (~~) and pg_trgm's similarity operators: a text search's condition. */
const TEXT_SEARCH = /~~|<<?%|%>>?/;

/**
 * The tables a plan reads whole: a Seq Scan, and an index scan without an Index Cond whose
 * rows a text search then filters, on the scan or on a join above it. With sequential scans
 * priced out, a substring search no index serves walks whole btrees instead: `lower(p.name)
 * LIKE '%ada%' OR u.email LIKE …` became a Merge Join of student_profiles_user_id_key and
 * users_pkey, read from end to end, with the search as its Join Filter. A list of every row
 * (an empty search term folds its filter away) may still walk an index for its order.
 */
function wholeReads(node: PlanNode, searchedAbove = false): string[] {
  const type = node['Node Type'];
  const searched = searchedAbove || TEXT_SEARCH.test(node['Join Filter'] ?? '');
  const walked =
    (type === 'Index Scan' || type === 'Index Only Scan') &&
    !node['Index Cond'] &&
    (searched || TEXT_SEARCH.test(node.Filter ?? ''));
  const own = type === 'Seq Scan' || walked ? [`${node['Relation Name'] ?? ''} (${type})`] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeReads(child, searched))];
}

/** A read: EXPLAIN does not run it, but a data-modifying statement is not a route's read. */
const isRead = (sql: string) => /^\s*(\(\s*)*(select|with)\b/i.test(sql);

describe('query plans of the read routes', () => {
  let app: NestFastifyApplication;
  let recorder: StatementRecorder;
  const agents = {} as Record<Role, TestAgent>;
  let f: Fixtures;

  beforeAll(async () => {
    app = await startTestApp();
    f = await plantFixtures(app, agents);
    await plantCrowd(app);
    const dataSource = app.get(DataSource);
    recorder = new StatementRecorder(dataSource.logger);
    // The data source is built by the app's module; its logger is the one seam every query passes.
    Object.defineProperty(dataSource, 'logger', { value: recorder });
    // The agents' users are kept in memory since they signed in (UserCache): forgotten, so that
    // the routes read them again and their read is planned with the rest.
    const cache = app.get(UserCache);
    for (const user of await dataSource
      .getRepository(User)
      .findBy({ email: In(Object.values(EMAILS)) }))
      await cache.changed(user.id);
  }, TIME_LIMIT_MS);

  afterAll(async () => {
    await app?.close();
  });

  it(
    'reads no table that grows with users without an index',
    async () => {
      const failed: string[] = [];
      for (const [role, paths] of Object.entries(routes(f)) as [Role, string[]][]) {
        for (const path of paths) {
          recorder.route = `${role} GET ${path}`;
          const response = await agents[role].get(path);
          if (response.status !== 200) failed.push(`${recorder.route}: ${response.status}`);
        }
      }
      // A business's first message to a student asks whether it may write to her: a read too.
      recorder.route = 'business POST /api/messages';
      const first = await agents.business
        .post('/api/messages')
        .send({ receiverId: f.newcomer, content: 'Hei, vil du bli lærling hos oss?' });
      if (first.status !== 201) failed.push(`${recorder.route}: ${first.status}`);
      recorder.route = null;
      expect(failed).toEqual([]);

      const reads = [...recorder.statements.values()].filter(({ sql }) => isRead(sql));
      // Each role's pages read the database: none recorded means the recorder lost its seam.
      const rolesRead = new Set(reads.map(({ route }) => route.split(' ')[0]));
      expect([...rolesRead].sort()).toEqual(['admin', 'anonymous', 'business', 'student']);
      // Statements prepared per connection (the signed-in user, a job's page) pass the seam too.
      expect(reads.map(({ sql }) => sql)).toEqual(
        expect.arrayContaining([expect.stringMatching(/FROM "users" WHERE id = \$1$/)]),
      );
      const findings: string[] = [];
      const runner = app.get(DataSource).createQueryRunner();
      try {
        await runner.startTransaction();
        await runner.query('SET LOCAL enable_seqscan = off');
        for (const { sql, parameters, route } of reads) {
          const [{ 'QUERY PLAN': plan }] = await runner.query(
            `EXPLAIN (FORMAT JSON) ${sql}`,
            parameters,
          );
          const large = wholeReads(plan[0].Plan).filter((read) => {
            const table = read.split(' ')[0];
            return !REFERENCE_TABLES.has(table) && !table.startsWith('pg_');
          });
          if (large.length) findings.push(`${route}: leser hele ${large.join(', ')}\n${sql}`);
        }
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
      process.stdout.write(
        `Spørringsplaner: ${Object.values(routes(f)).flat().length} rutekall, ${reads.length} ulike SELECT-er kontrollert, ${findings.length} leser en hel tabell\n`,
      );
      expect(findings).toEqual([]);
    },
    TIME_LIMIT_MS,
  );
});

/** Other accounts, so that the tables a search reads are not tiny. */
const CROWD = 2000;

/**
 * Students and companies besides the fixtures, with statistics. With a row or two a planner
 * rightly walks a whole btree and filters rather than read a trigram index (its cost grows with
 * the pattern's length): a search for 'bedrift@planer' chose businesses_industry_idx, read
 * whole, over users_email_trgm_idx. A few thousand rows price that the way production does.
 */
async function plantCrowd(app: NestFastifyApplication): Promise<void> {
  const db = app.get(DataSource);
  await db.query(
    `WITH u AS (
       INSERT INTO users (email, password_hash, role)
       SELECT 'elev' || i || '@mengde.test', 'x', 'student' FROM generate_series(1, $1) i
       RETURNING id, email)
     INSERT INTO student_profiles (user_id, school, name, location)
     SELECT id, 'Skole ' || md5(email), 'Elev ' || md5(email), 'Sted ' || md5(email) FROM u`,
    [CROWD],
  );
  await db.query(
    `WITH u AS (
       INSERT INTO users (email, password_hash, role)
       SELECT 'bedrift' || i || '@mengde.test', 'x', 'business' FROM generate_series(1, $1) i
       RETURNING id, email)
     INSERT INTO businesses (user_id, company_name, organization_number)
     SELECT id, 'Firma ' || md5(email), lpad((row_number() OVER ())::text, 9, '7') FROM u`,
    [CROWD],
  );
  // VACUUM also moves the new rows out of the trigram indexes' pending lists, which ANALYZE
  // leaves, and which GIN's cost counts as read whole.
  await db.query('VACUUM ANALYZE users, student_profiles, businesses');
}

const inDays = (days: number) => todayInNorway(new Date(Date.now() + days * 86400000));

/** A student, a business with an open job the student applied to and wrote about, and the admin. */
async function plantFixtures(
  app: NestFastifyApplication,
  agents: Record<Role, TestAgent>,
): Promise<Fixtures> {
  const server = app.getHttpServer();
  agents.anonymous = request.agent(server);
  const vocation: number = (await request(server).get('/api/vocations').expect(200)).body[0].id;
  const student = await seedStudent(app, {
    name: 'Ada Planer',
    location: 'Bergen',
    vocationIds: [vocation],
  });
  await app
    .get(DataSource)
    .getRepository(User)
    .update(student.userId, { email: EMAILS.student, passwordHash: await hashPassword(PASSWORD) });
  await createUser(app, { email: EMAILS.business, password: PASSWORD, role: 'business' });
  await createUser(app, { email: EMAILS.admin, password: PASSWORD, role: 'admin' });
  for (const role of ['student', 'business', 'admin'] as const) {
    agents[role] = await signedInAgent(app, EMAILS[role], PASSWORD);
  }
  const { student: a, business: biz } = agents;

  const company = (
    await biz
      .post('/api/businesses')
      .field({
        company_name: 'Lys og Kraft AS',
        description: 'Elektrofirma i Bergen som tar inn lærlinger hvert år.',
        industry: String(vocation),
        location: 'Bergen',
        website: 'https://lysogkraft.no',
        phone_number: '55 12 34 56',
        organization_number: '912345688',
      })
      .expect(201)
  ).body;
  const job = (
    await biz
      .post('/api/businesses/jobs')
      .send({
        title: 'Lærling elektriker',
        description: 'Vi søker en motivert lærling til installasjon i bolig og næring.',
        requirements: 'Vg2 elenergi',
        location: 'Bergen',
        salary_min: 200000,
        salary_max: 320000,
        vocation_id: vocation,
        job_type: 'apprenticeship',
        status: 'open',
      })
      .expect(201)
  ).body.uuid;

  await a
    .post('/api/users/education')
    .send({ educationName: 'Vg2 Elenergi', schoolName: 'Bergen tekniske', yearPeriod: '2025–2026' })
    .expect(201);
  await a
    .post('/api/users/grades')
    .send({ grades: [{ subject: 'Matematikk 1P', grade: '5' }] })
    .expect(201);
  const event = { type: 'other', startDate: `${inDays(5)}T09:00:00.000Z` };
  await a
    .post('/api/calendar/events')
    .send({ ...event, title: 'Prøve' })
    .expect(201);
  await biz
    .post('/api/calendar/events')
    .send({ ...event, title: 'Opptak' })
    .expect(201);
  const savedSearch = (
    await a
      .post('/api/jobs/saved-searches')
      .send({ name: 'Elektro', q: 'elektro', frequency: 'daily' })
      .expect(201)
  ).body.id;
  await a.post(`/api/assessments/${HMS}/start`).expect(200);
  await a.post(`/api/jobs/favorites/${job}`).expect(204);
  await a
    .post(`/api/jobs/${job}/apply`)
    .send({ cover_letter: 'Jeg vil bli elektriker.', resume_url: 'https://cv.example.no/a' })
    .expect(201);
  await a
    .post('/api/messages/student')
    .send({ businessId: company.user_id, content: 'Hei, jeg har søkt.' })
    .expect(201);
  await biz
    .post('/api/messages')
    .send({ receiverId: student.userId, content: 'Takk, vi ser på søknaden.' })
    .expect(201);
  await biz.post(`/api/users/favorites/${student.uuid}`).expect(204);
  // Alerts come with the largest plan.
  await buyPlan(app, biz, 3);
  await biz
    .put('/api/subscription/alerts')
    .send({ vocationIds: [vocation], places: ['Bergen'] })
    .expect(200);
  await agents.admin
    .post('/api/admin/emails/send')
    .send({ group: 'student', title: 'Velkommen', msg: 'Hei alle elever.' })
    .expect((response) => expect(response.status).toBeLessThan(300));

  return {
    vocation,
    student: { uuid: student.uuid, userId: student.userId },
    business: { uuid: company.uuid, userId: company.user_id },
    job,
    savedSearch,
    postedJobToken: (await postJobWithoutAccount(app, vocation, 'kokk@planer.test')).token,
    newcomer: (await seedStudent(app, { name: 'Bo Planer', location: 'Bergen' })).userId,
  };
}

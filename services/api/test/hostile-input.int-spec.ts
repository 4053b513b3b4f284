import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as contracts from '@yrkesbro/contracts';
import fc from 'fast-check';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { apiRoutes, PLUGIN_ROUTES, routeKey } from './support/api-routes';
import type { ApiRoute } from './support/api-routes';
import { startTestApp, testConfig } from './support/test-app';
import { recordTrustFigures } from './support/trust-report';
import { createUser, signedInAgent } from './support/users';

/*
 * Hostile input (#16): every route the router serves gets generated path ids, query strings and
 * bodies — wrong types, huge and odd unicode strings, SQL and HTML fragments, prototype keys,
 * deep nesting, numbers at the limits — from nobody and from each role. The API must answer
 * each without a 5xx, without a stack trace or SQL in the body, with a Norwegian message on
 * every 4xx, and a 4xx must write no row to the database. The seed is fixed and printed, so a
 * failure comes back the same way: YB_HOSTILE_SEED and YB_HOSTILE_RUNS change them.
 */
const SEED = Number(process.env.YB_HOSTILE_SEED ?? 16_2026);
const RUNS_PER_ROUTE = Number(process.env.YB_HOSTILE_RUNS ?? 20);

const PASSWORD = 'Fiendtlig1';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** What an answer to hostile input must never show: a stack frame, a source path, the database. */
const STACK_TRACE = /\n\s+at |\bat [\w.$<>]+ \(|node_modules|\/work\/|\.[jt]s:\d+/;
const INTERNAL_DETAIL =
  /QueryFailedError|TypeORM|syntax error|relation "|column "|violates|duplicate key|\bSELECT\b|\bINSERT INTO\b|invalid input syntax|ECONN|FST_/i;
/** The framework's and yup's English, which would mean a message was not translated. */
const ENGLISH =
  /must be|is required|required field|Unexpected|Bad Request|Not Found|Unauthorized|Forbidden|Internal Server|Cannot |Body |Unsupported|is invalid|not allowed|Too Many/;
/** The product's own texts; the spec gives a few of them in English (the login form's). */
const PRODUCT_TEXTS = new Set(
  Object.entries(contracts)
    .filter(([name]) => name.endsWith('_MESSAGES'))
    .flatMap(([, texts]) => Object.values(texts as Record<string, unknown>)),
);
/** A signed-in actor would end its own session here and spend the rest of the run as nobody. */
const SESSION_ENDING = new Set(['POST /api/auth/logout']);

// Fragments an attacker types first, and text that trips careless code: NUL, right-to-left
// override, emoji sequences, lone surrogates, numbers JavaScript and PostgreSQL read differently.
const FRAGMENTS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "' UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  'nul\u0000midt i',
  '\u0000',
  '\u202Egnp.exe',
  'שלום مرحبا',
  '👩🏽‍🔧🇳🇴💥',
  '\ud800',
  'Ω≈ç√∫˜µ≤≥÷',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9'.repeat(400),
  '-9223372036854775809',
  '2147483648',
  '1.5',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '',
  '   ',
  '2026-02-30T25:61:00Z',
  'not-a-date',
  UNKNOWN_UUID,
];

const LIMIT_NUMBERS = [
  0,
  -1,
  0.5,
  -0,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** What yup's describe() tells of a field, as far as a generator needs it. */
interface FieldDescription {
  type: string;
  oneOf: unknown[];
  tests: { name?: string; params?: Record<string, unknown> }[];
  innerType?: FieldDescription;
  fields?: Record<string, FieldDescription>;
}

/** Every field name of the contracts' schemas with each kind of field it is somewhere. */
const FIELD_KINDS = new Map<string, FieldDescription[]>();
for (const value of Object.values(contracts)) {
  const schema = value as { type?: unknown; describe?: () => unknown } | null;
  if (!schema || typeof schema !== 'object' || schema.type !== 'object' || !schema.describe) {
    continue;
  }
  const { fields } = schema.describe() as { fields: Record<string, FieldDescription> };
  for (const [name, field] of Object.entries(fields)) {
    FIELD_KINDS.set(name, [...(FIELD_KINDS.get(name) ?? []), field]);
  }
}

/** Every field name the contracts' schemas know, so generated bodies reach the field rules. */
const FIELD_NAMES = [...FIELD_KINDS.keys()];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'æ', '😀', '<', "'"), fc.integer({ min: 1_000, max: 120_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const { value: jsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(...LIMIT_NUMBERS),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 5 }),
  ),
}));

/** An object nested `depth` levels under `field`, as JSON text (no recursion needed to build it). */
function nested(field: string, depth: number): string {
  return `${`{"${field}":`.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Bodies a JSON parser or a prototype check has to refuse, sent as they are. */
const RAW_BODIES = [
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"email":"a@b.no",',
  '{"a":1}{"b":2}',
  "{'single':'quotes'}",
  'null',
  '"bare string"',
  '123',
  '[]',
  '\u0000',
  nested('title', 5_000),
  `[${'['.repeat(5_000)}${']'.repeat(5_000)}]`,
  `{"title":"${'x'.repeat(1_100_000)}"}`,
];

interface Body {
  contentType: string;
  text: string;
}

const jsonBody = (value: unknown): Body => ({
  contentType: 'application/json',
  text: JSON.stringify(value) ?? 'null',
});

/** Text a form could send that still carries trouble: never blank, within the field's length. */
const formText = fc
  .oneof(
    fc.constantFrom(...FRAGMENTS.filter((fragment) => fragment.trim() !== '')),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  )
  .map((text) => (text.trim() === '' ? `${text}x` : text));

/** A value of the field's own kind: an allowed option, a number in range, text, a list. */
function fieldValue(field: FieldDescription): fc.Arbitrary<unknown> {
  const options = field.oneOf.filter((option) => option !== undefined);
  if (options.length > 0) return fc.constantFrom(...options);
  // A limit given as a reference to another field (salary_max ≥ salary_min) reads as none here.
  const param = (name: string) => {
    const limit = field.tests.find((test) => test.name === name)?.params?.[name];
    return typeof limit === 'number' ? Math.trunc(limit) : undefined;
  };
  const has = (name: string) => field.tests.some((test) => test.name === name);
  switch (field.type) {
    case 'string':
      if (has('email')) return fc.emailAddress();
      if (has('uuid')) return fc.uuid();
      if (has('url')) return fc.webUrl();
      return formText.map((text) => text.slice(0, param('max') ?? 200));
    case 'number':
      return fc.integer({ min: param('min') ?? 0, max: Math.min(param('max') ?? 1000, 2 ** 31) });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'array': {
      const minLength = param('min') ?? 0;
      return fc.array(field.innerType ? fieldValue(field.innerType) : jsonValue, {
        minLength,
        maxLength: Math.max(minLength, Math.min(param('max') ?? 3, 3)),
      });
    }
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(field.fields ?? {}).map(([name, inner]) => [name, fieldValue(inner)]),
        ),
      );
    default:
      return jsonValue;
  }
}

/**
 * Every field of every schema at once, each of its kind (one of its kinds, where schemas share a
 * name): most routes find a body their validation accepts, so the hostile text in it goes on to
 * the service and the database.
 */
const schemaShapedBody = fc.record(
  Object.fromEntries(
    [...FIELD_KINDS].map(([name, kinds]) => [name, fc.oneof(...kinds.map(fieldValue))]),
  ),
);

const body: fc.Arbitrary<Body | null> = fc.oneof(
  { weight: 5, arbitrary: schemaShapedBody.map(jsonBody) },
  { weight: 4, arbitrary: fc.dictionary(fieldName, jsonValue, { maxKeys: 8 }).map(jsonBody) },
  { weight: 2, arbitrary: jsonValue.map(jsonBody) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...RAW_BODIES)
      .map((text) => ({ contentType: 'application/json', text })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
        ),
        hostileString,
      )
      .map(([contentType, text]) => ({ contentType, text: text.slice(0, 5_000) })),
  },
  { weight: 1, arbitrary: fc.constant(null) },
);

// Kept under Node's 16 KB header limit: past it Node answers 431 before the API sees the request.
const queryValue = hostileString.map((text) => text.slice(0, 600));
const query = fc.dictionary(
  fc.oneof(
    fc.constantFrom('page', 'limit', 'q', 'name', 'sort', 'location', 'vocation', 'token', 'email'),
    fieldName,
  ),
  fc.oneof(queryValue, fc.array(queryValue, { minLength: 2, maxLength: 3 })),
  { maxKeys: 5 },
);

type Actor = 'nobody' | 'student' | 'business' | 'admin';
const SIGNED_IN = ['student', 'business', 'admin'] as const;

interface Problem {
  route: string;
  actor: Actor;
  status: number;
  problem: string;
  request: string;
}

describe('hostile input on every route', () => {
  let app: NestFastifyApplication;
  const agents = {} as Record<Actor, TestAgent>;
  /** Ids that exist, so some generated paths reach an owner's row instead of a 404. */
  const realIds: string[] = [];

  beforeAll(async () => {
    app = await startTestApp(
      testConfig({
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-hostile`,
        ADMIN_EMAIL: 'admin@yrkesbro.test',
      }),
    );
    agents.nobody = request.agent(app.getHttpServer());
    for (const role of SIGNED_IN) {
      await createUser(app, { email: `${role}@yrkesbro.test`, password: PASSWORD, role });
      agents[role] = await signedInAgent(app, `${role}@yrkesbro.test`, PASSWORD);
    }
    realIds.push(...(await ownedResources()));
    await countWrites();
  });

  afterAll(async () => {
    await app.close();
  });

  /** A company, a job, an application, a calendar event and an education row to aim at. */
  async function ownedResources(): Promise<string[]> {
    const { student, business } = agents;
    const [vocation] = (await agents.nobody.get('/api/vocations').expect(200)).body as {
      id: number;
    }[];
    const company = await business
      .post('/api/businesses')
      .field({
        company_name: 'Fiendtlig Test AS',
        description: 'Bedriften som får alt kastet på seg.',
        industry: String(vocation.id),
        location: 'Oslo',
        website: 'https://fiendtlig.no',
        organization_number: '912345688',
      })
      .expect(201);
    const job = await business
      .post('/api/businesses/jobs')
      .send({
        title: 'Lærling',
        description: 'En læreplass.',
        requirements: 'Vg2',
        location: 'Oslo',
        salary_min: 200000,
        salary_max: 300000,
        vocation_id: vocation.id,
        job_type: 'apprenticeship',
      })
      .expect(201);
    await student
      .post(`/api/jobs/${job.body.uuid}/apply`)
      .send({ cover_letter: 'Jeg vil lære faget.', resume_url: 'https://cv.example.no/a.pdf' })
      .expect(201);
    const applications = await business.get('/api/businesses/applications/all').expect(200);
    const event = await student
      .post('/api/calendar/events')
      .send({ title: 'Frist', type: 'deadline', startDate: '2030-01-01T09:00:00.000Z' })
      .expect(201);
    const education = await student
      .post('/api/users/education')
      .send({ educationName: 'Vg1', schoolName: 'Skolen', yearPeriod: '2025–2026' })
      .expect(201);
    const studentProfile = await student.get('/api/users/profile').expect(200);
    return [
      company.body.uuid,
      job.body.uuid,
      ...(applications.body.applications as { uuid: string }[]).map(
        (application) => application.uuid,
      ),
      String(event.body.id),
      String(education.body.id),
      studentProfile.body.id,
      String(vocation.id),
    ].filter(Boolean);
  }

  /**
   * Counts the rows written per table: a row trigger on every table adds one to the table's
   * counter in the same transaction, so only committed writes count, and reading every counter
   * after each request is one cheap query.
   */
  async function countWrites(): Promise<void> {
    const database = app.get(DataSource);
    await database.query(
      `CREATE TABLE hostile_writes (table_name text PRIMARY KEY, written bigint NOT NULL)`,
    );
    await database.query(`CREATE FUNCTION hostile_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO hostile_writes VALUES (TG_TABLE_NAME, 1)
          ON CONFLICT (table_name) DO UPDATE SET written = hostile_writes.written + 1;
        RETURN NULL;
      END $$`);
    const tables: { name: string }[] = await database.query(
      `SELECT tablename AS name FROM pg_tables
        WHERE schemaname = 'public' AND tablename NOT IN ('migrations', 'hostile_writes')`,
    );
    for (const { name } of tables) {
      await database.query(
        `CREATE TRIGGER hostile_write AFTER INSERT OR UPDATE OR DELETE ON "${name}"
          FOR EACH ROW EXECUTE FUNCTION hostile_count_write()`,
      );
    }
  }

  async function writes(): Promise<Record<string, string>> {
    const rows: { table_name: string; written: string }[] = await app
      .get(DataSource)
      .query(`SELECT table_name, written FROM hostile_writes`);
    return Object.fromEntries(rows.map((row) => [row.table_name, row.written]));
  }

  /**
   * Who the route lets past its guards: nobody always tries, and each role whose plain request
   * (unknown ids, no body) is not refused with 401 or 403, so its hostile input meets validation.
   */
  async function admittedActors(route: ApiRoute): Promise<Actor[]> {
    if (SESSION_ENDING.has(routeKey(route))) return ['nobody'];
    const url = route.path.replace(/:\w+/g, UNKNOWN_UUID);
    const admitted: Actor[] = ['nobody'];
    for (const role of SIGNED_IN) {
      const { status } = await agents[role][verb(route)](url);
      if (status !== 401 && status !== 403) admitted.push(role);
    }
    return admitted;
  }

  /** Signs an actor in again if a route ended its session (a deleted account, a revoked token). */
  async function keepSignedIn(): Promise<void> {
    for (const role of SIGNED_IN) {
      const { status } = await agents[role].get('/api/auth/me');
      if (status === 401)
        agents[role] = await signedInAgent(app, `${role}@yrkesbro.test`, PASSWORD);
    }
  }

  function pathArbitrary(route: ApiRoute): fc.Arbitrary<string> {
    const params = route.path.match(/:\w+/g) ?? [];
    const id = fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...realIds) },
      { weight: 1, arbitrary: fc.constant(UNKNOWN_UUID) },
      { weight: 4, arbitrary: hostileString.map((text) => text.slice(0, 300)) },
    );
    return fc
      .tuple(...params.map(() => id))
      .map((ids) =>
        params.reduce(
          (filled, param, i) => filled.replace(param, encodeURIComponent(ids[i]) || '%20'),
          route.path,
        ),
      );
  }

  it('answers every generated request with a 2xx or a Norwegian 4xx that changed nothing', async () => {
    // The plugins' routes serve files and the preflight, not JSON; HEAD is each GET without a body.
    const routes = (await apiRoutes(app)).filter(
      (route) => !(routeKey(route) in PLUGIN_ROUTES) && route.method !== 'HEAD',
    );
    // The counters see a write, so counters unchanged by a 4xx mean it wrote nothing.
    const untouched = await writes();
    await agents.student.put('/api/users/profile').send({ headline: 'Elev' }).expect(200);
    expect(await writes()).not.toEqual(untouched);

    const problems: Problem[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    let serverErrors = 0;

    for (const route of routes) {
      const routeName = routeKey(route);
      const sendsBody = route.method !== 'GET' && route.method !== 'HEAD';
      const actors = await admittedActors(route);
      await keepSignedIn();
      let before = await writes();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...actors),
          pathArbitrary(route),
          query,
          sendsBody ? body : fc.constant(null),
          fc.ipV4(),
          async (actor, url, search, payload, ip) => {
            const target = `${url}${queryString(search)}`;
            // Each request from its own address, so the per-address limits leave most of them to
            // the validation this suite is about.
            let call = agents[actor][verb(route)](target).set('x-forwarded-for', ip);
            if (payload) call = call.set('content-type', payload.contentType).send(payload.text);
            const response = await call.buffer(true).parse((res, done) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (text += chunk));
              res.on('end', () => done(null, text));
            });
            requests += 1;
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const text = String(response.body ?? '');
            const after = await writes();
            const found = judge(response.status, text, before, after);
            before = after;
            if (response.status >= 500) serverErrors += 1;
            for (const problem of found) {
              problems.push({
                route: routeName,
                actor,
                status: response.status,
                problem,
                request: `${route.method} ${target.slice(0, 300)} ${payload ? `${payload.contentType} ${payload.text.slice(0, 300)}` : ''}`,
              });
            }
          },
        ),
        {
          seed: SEED,
          numRuns: RUNS_PER_ROUTE,
          endOnFailure: true,
          examples: sendsBody ? alwaysSent(route, actors) : [],
        },
      );
    }

    recordTrustFigures('hostile-input', {
      suite: 'hostile-input',
      requests,
      routes: routes.length,
      serverErrors,
    });
    const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `Fiendtlig input: ${requests} forespørsler, ${routes.length} ruter, 5xx: ${serverErrors}\n` +
        `(seed ${SEED}, ${RUNS_PER_ROUTE} per rute; svarene ${answers.join(', ')})`,
    );
    expect(routes.length).toBeGreaterThan(50);
    expect(distinct(problems)).toEqual([]);
  }, 600_000);
});

/**
 * Bodies every route with a body gets besides the generated ones, from its most privileged
 * admitted actor: each once broke a route (a stack overflow, a parser's error as a 500).
 */
function alwaysSent(
  route: ApiRoute,
  actors: Actor[],
): [Actor, string, Record<string, string>, Body, string][] {
  const url = route.path.replace(/:\w+/g, UNKNOWN_UUID);
  const actor = actors[actors.length - 1];
  return [
    { contentType: 'application/json', text: `[${'['.repeat(5_000)}${']'.repeat(5_000)}]` },
    { contentType: 'application/json', text: nested('title', 5_000) },
    { contentType: 'application/json', text: '{"constructor":{"name":"x"},"toString":null}' },
    { contentType: 'multipart/form-data; boundary=x', text: 'ikke et skjema' },
  ].map((payload) => [actor, url, {}, payload, '10.16.0.1']);
}

function verb(route: ApiRoute): 'get' | 'post' | 'put' | 'patch' | 'delete' {
  return route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
}

/** `?key=value&key=other` with each of a list's values as a repeated key, or '' for none. */
function queryString(search: Record<string, string | string[]>): string {
  const pairs = Object.entries(search).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((one): [string, string] => [key, one]),
  );
  return pairs.length > 0 ? `?${new URLSearchParams(pairs).toString()}` : '';
}

/** What is wrong with one answer: its status, its body, and on a 4xx any change it made. */
function judge(
  status: number,
  text: string,
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const found: string[] = [];
  if (status >= 500) found.push(`5xx: ${text.slice(0, 200)}`);
  if (STACK_TRACE.test(text)) found.push(`stack trace: ${text.slice(0, 200)}`);
  if (status < 400) return found;
  if (INTERNAL_DETAIL.test(text)) found.push(`internal detail: ${text.slice(0, 200)}`);
  const message = parseMessage(text);
  if (typeof message !== 'string' || message.trim() === '') found.push('no message');
  else if (ENGLISH.test(message) && !PRODUCT_TEXTS.has(message)) {
    found.push(`English message: ${message}`);
  }
  if (status < 500) {
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    if (changed.length > 0) found.push(`4xx changed ${changed.join(', ')}`);
  }
  return found;
}

function parseMessage(text: string): unknown {
  // A link opened from a mail answers a page a browser shows (plainPage); its heading says why.
  if (text.startsWith('<!doctype html>')) return /<h1[^>]*>([^<]*)<\/h1>/.exec(text)?.[1];
  try {
    return (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}

/** One example of each kind of problem per route, so a bug reads as one line, not hundreds. */
function distinct(problems: Problem[]): Problem[] {
  const seen = new Map<string, Problem>();
  for (const problem of problems) {
    const kind = `${problem.route} ${problem.problem.replace(/:.*/s, '')}`;
    if (!seen.has(kind)) seen.set(kind, problem);
  }
  return [...seen.values()];
}

// `node bench/pgbench-ratio.mjs` (package.json has no script for it), on this shared machine as
// `flock /tmp/team/heavy.lock node bench/pgbench-ratio.mjs`; about four minutes. Issue #17's API
// target, measured: for six database-backed GET routes on the national data set
// (bench/seed-national.mjs, built first when missing) it records the exact SQL each route sends,
// replays it with pgbench at the same concurrency, and prints the route's requests per second
// as a share of pgbench's transactions per second (one transaction = one run of all the route's
// statements), with the route's p99 beside pgbench's own on the same SQL: the baseline that says
// whether a p99 is the API's or the machine's (64 clients sharing 2 cores queue in PostgreSQL
// too). Target: ≥ 50 % of pgbench, and p99 ≤ 50 ms at 64.
// Options: --seconds 5 (each measurement), --concurrency 16,64, --scripts DIR (keeps each
// route's pgbench script and its -D arguments, to replay or EXPLAIN by hand).
//
// How the SQL is recorded: a first API process is started with a preloaded hook on pg's
// Client.prototype.query (and ioredis' sendCommand, only counted) that appends each statement
// and its parameters, as pg sends them, to a file; each route is called alone and its slice of
// the file kept. That process is stopped, and the numbers come from a second, unhooked one.
// pgbench replays with -M extended, the protocol pg uses (unnamed Parse/Bind/Execute), the
// parameters passed as -D variables, statements one after another on one connection.
// Not in pgbench's share of the work: the route's Redis round trips (the ended-sessions check),
// JWT and cookie handling, and turning rows into JSON; that difference is what is measured.
// The API's pool holds 10 connections, so at 64 the API queues where pgbench opens 64.
import { createHmac } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { withDatabase } from '../scripts/lib/database.mjs';
import { ProcessGroup, run } from '../scripts/lib/processes.mjs';
import { deleteKeys } from '../scripts/lib/redis.mjs';
import { apiEnvironment, ROOT } from '../scripts/lib/suite.mjs';
import { waitForHttp } from '../scripts/lib/wait.mjs';
import { measure } from './http-load.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '16,64' },
    // Keeps each route's pgbench script (and its -D arguments) there, to replay or EXPLAIN.
    scripts: { type: 'string' },
  },
});
const SECONDS = Number(options.seconds);
const CONCURRENCIES = options.concurrency.split(',').map(Number);
const SHARE_TARGET = 50;
const P99_TARGET_MS = 50;
const P99_AT = 64;
const PGBENCH = '/usr/bin/pgbench';
const PORT = 3260;
const DATABASE = process.env.BENCH_DATABASE ?? 'yb_bench_national';
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = withDatabase(SERVER, DATABASE);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const API_DIST = path.join(ROOT, 'services/api/dist');
// bench/seed-national.mjs: every user there has this password.
const PASSWORD = 'Benkpassord1';
const STUDENT_EMAIL = 'elev1@bench.yrkesbro.test';
const BUSINESS_EMAIL = 'bedrift1@bench.yrkesbro.test';
// What a statement's slice may still receive after the response: work the route does after
// answering (a view counted) belongs to the route.
const SETTLE_MS = 300;

// Loaded with --require into the recording API. Plain CommonJS, kept as text here so the bench
// stays one file; it resolves pg and ioredis from the API's own entry point, as the API does.
const RECORDER = `
const { appendFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const fromApi = createRequire(process.env.YB_RECORD_FROM);
const file = process.env.YB_RECORD_FILE;
const { Client } = fromApi('pg');
const { prepareValue } = fromApi('pg/lib/utils');
const query = Client.prototype.query;
Client.prototype.query = function (config, values, callback) {
  try {
    const text = typeof config === 'string' ? config : config && config.text;
    const params = (config && typeof config === 'object' && config.values) || (Array.isArray(values) ? values : []);
    if (text) {
      const sent = params.map((value) => {
        const prepared = prepareValue(value);
        return prepared === null || prepared === undefined ? null : String(prepared);
      });
      appendFileSync(file, JSON.stringify({ sql: text, params: sent }) + '\\n');
    }
  } catch (error) {
    appendFileSync(file, JSON.stringify({ failed: String(error) }) + '\\n');
  }
  return query.call(this, config, values, callback);
};
const Redis = fromApi('ioredis');
const send = (Redis.default || Redis).prototype.sendCommand;
(Redis.default || Redis).prototype.sendCommand = function (command, stream) {
  appendFileSync(file, JSON.stringify({ redis: command && command.name }) + '\\n');
  return send.call(this, command, stream);
};
`;

const runId = `${Date.now().toString(36)}_${process.pid}`;
const redisPrefix = `yb-pgratio-${runId}`;
const workDir = await mkdtemp(path.join(tmpdir(), 'yb-pgbench-ratio-'));
let pgbenchRuns = 0;
const processes = new ProcessGroup({ quiet: true });
const jwtSecret = createHmac('sha256', 'yb-pgbench-ratio').update(runId).digest('hex');
const env = {
  ...apiEnvironment({
    ports: { api: PORT, shell: 4390, mailSmtp: 1325 },
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    redisPrefix,
    jwtSecret,
    adminEmail: 'admin@bench.yrkesbro.test',
    adminPassword: undefined,
    nodeEnv: 'production',
    logLevel: 'warn',
    dataDir: workDir,
  }),
  // Production refuses to start without these; no mail is sent by the routes measured.
  APP_URL: 'https://yrkesbro.bench.invalid',
  CORS_ORIGINS: 'https://yrkesbro.bench.invalid',
  SMTP_HOST: 'smtp.bench.invalid',
  SMTP_USER: 'bench',
  SMTP_PASSWORD: 'bench',
  TOTP_ENCRYPTION_KEY: createHmac('sha256', 'totp').update(runId).digest('hex'),
};
delete env.ADMIN_PASSWORD;
const api = `http://127.0.0.1:${PORT}/api`;
if (options.scripts) await mkdir(options.scripts, { recursive: true });

try {
  await prepare();
  const routes = await chooseRoutes();
  const recorded = await record(routes);
  await startApi();
  const rows = [];
  for (const route of routes) {
    if (!recorded.get(route.name).statements.length) {
      // /auth/me once its user is kept in memory (UserCache): nothing for pgbench to replay.
      console.log(`  ${route.name}: sends no SQL on a repeated call; no pgbench to compare with`);
      continue;
    }
    const script = pgbenchScript(route, recorded.get(route.name), options.scripts ?? workDir);
    // Warm-up, not counted: JIT, the pool's connections, PostgreSQL's caches.
    await measure(route.name, route.url, { seconds: 2, concurrency: 16, headers: route.headers });
    for (const concurrency of CONCURRENCIES) {
      const http = await measure(route.name, route.url, {
        seconds: SECONDS,
        concurrency,
        headers: route.headers,
      });
      // measure() prints its failed requests in its line only.
      http.errors = Number(/errors (\d+)$/.exec(http.line)?.[1] ?? 0);
      const bench = await pgbench(script, concurrency);
      rows.push({ route, script, concurrency, http, bench });
    }
  }
  report(rows);
} finally {
  await processes.stopAll();
  await deleteKeys(REDIS_URL, redisPrefix).catch(() => {});
  await rm(workDir, { recursive: true, force: true });
}

/** The API built (Nx answers from its cache when nothing changed) and the data set in place. */
async function prepare() {
  await run(
    process.execPath,
    [path.join(ROOT, 'node_modules/nx/dist/bin/nx.js'), 'build', 'api', '--output-style=static'],
    { cwd: ROOT, env: { NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' }, quiet: true },
  );
  const seed = await run(process.execPath, [path.join(ROOT, 'bench/seed-national.mjs')], {
    cwd: ROOT,
    env: { DATABASE_URL: SERVER, BENCH_DATABASE: DATABASE },
    quiet: true,
  });
  console.log(seed.trim().split('\n')[0]);
}

async function startApi(extraEnv = {}) {
  await processes.stop('api');
  processes.start('api', process.execPath, [path.join(API_DIST, 'main.js')], {
    env: { ...env, ...extraEnv },
  });
  try {
    await waitForHttp(`${api}/health`, { isAlive: () => processes.has('api') });
  } catch (error) {
    console.error((processes.logs.get('api') ?? []).slice(-30).join('\n'));
    throw error;
  }
  // The job search loads its index of all 100 000 jobs in the background at start (seconds of
  // CPU, and its queries would land in a route's recording); a search waits for it to be ready.
  await (await fetch(`${api}/jobs?q=x`)).arrayBuffer();
}

/** The routes, signed in as a seeded student and a seeded business, with real ids. */
async function chooseRoutes() {
  await startApi();
  const student = await signIn(STUDENT_EMAIL);
  const business = await signIn(BUSINESS_EMAIL);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  let facts;
  try {
    ({
      rows: [facts],
    } = await client.query(
      `SELECT (SELECT id FROM student_profiles WHERE user_id =
                 (SELECT id FROM users WHERE email = 'elev2@bench.yrkesbro.test')) AS other_profile,
              (SELECT j.id FROM jobs j WHERE j.business_id = b.id AND j.status = 'open'
                ORDER BY j.created_at DESC LIMIT 1) AS job,
              (SELECT count(*) FROM jobs j WHERE j.business_id = b.id)::int AS jobs,
              (SELECT count(*) FROM applications a JOIN jobs j ON j.id = a.job_id
                WHERE j.business_id = b.id)::int AS applications,
              (SELECT count(*) FROM conversations c WHERE c.business_id = b.user_id)::int AS conversations
         FROM businesses b JOIN users u ON u.id = b.user_id WHERE u.email = $1`,
      [BUSINESS_EMAIL],
    ));
  } finally {
    await client.end();
  }
  console.log(
    `Signed in as ${STUDENT_EMAIL} and ${BUSINESS_EMAIL} (${facts.jobs} jobs, ` +
      `${facts.applications} applications to them, ${facts.conversations} conversations)`,
  );
  const as = (who) => ({ cookie: who });
  return [
    { name: 'GET /api/auth/me (student)', path: '/auth/me', headers: as(student) },
    { name: 'GET /api/users/profile (own, student)', path: '/users/profile', headers: as(student) },
    {
      name: 'GET /api/users/profile/:uuid (business)',
      path: `/users/profile/${facts.other_profile}`,
      headers: as(business),
    },
    {
      name: 'GET /api/businesses/applications/all',
      path: '/businesses/applications/all',
      headers: as(business),
    },
    {
      name: 'GET /api/messages/conversations (bus.)',
      path: '/messages/conversations',
      headers: as(business),
    },
    { name: 'GET /api/jobs/:uuid (student)', path: `/jobs/${facts.job}`, headers: as(student) },
  ].map((route) => ({ ...route, url: `${api}${route.path}` }));
}

async function signIn(email) {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) {
    throw new Error(
      `Innloggingen som ${email} feilet: ${response.status} ${await response.text()}`,
    );
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Each route's statements: called three times alone against a recording API, the last two
 * slices compared (the first may warm a cache). A difference is printed, not hidden.
 */
async function record(routes) {
  const file = path.join(workDir, 'statements.jsonl');
  const hook = path.join(workDir, 'record.cjs');
  writeFileSync(file, '');
  writeFileSync(hook, RECORDER);
  await startApi({
    NODE_OPTIONS: `--require ${hook}`,
    YB_RECORD_FROM: path.join(API_DIST, 'main.js'),
    YB_RECORD_FILE: file,
  });
  const slices = new Map();
  for (const route of routes) {
    const passes = [];
    for (let pass = 0; pass < 3; pass++) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const from = readFileSync(file, 'utf8').length;
      const response = await fetch(route.url, { headers: route.headers });
      const body = await response.text();
      if (response.status !== 200) {
        throw new Error(`${route.name}: ${response.status} ${body.slice(0, 200)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const lines = readFileSync(file, 'utf8').slice(from).trim().split('\n').filter(Boolean);
      passes.push(lines.map((line) => JSON.parse(line)));
    }
    const [, second, third] = passes;
    const shape = (slice) => slice.map((entry) => entry.sql ?? `redis ${entry.redis}`).join('\n');
    if (shape(second) !== shape(third)) {
      console.log(`  note: ${route.name} sent different statements on two calls; the last is used`);
    }
    if (third.some((entry) => entry.failed)) throw new Error(`Opptaket feilet: ${route.name}`);
    slices.set(route.name, {
      statements: third.filter((entry) => entry.sql),
      redis: third.filter((entry) => entry.redis).map((entry) => entry.redis),
    });
  }
  await processes.stop('api');
  return slices;
}

/**
 * The route's statements as a pgbench script: $n becomes a variable per statement, its value
 * given with -D exactly as pg sent it (text); a NULL parameter is written as NULL in place.
 */
function pgbenchScript(route, { statements, redis }, dir) {
  const defines = [];
  const lines = statements.map(({ sql, params }, i) => {
    const text = sql.trim().replace(/;\s*$/, '');
    const replaced = text.replace(/\$(\d+)\b/g, (_, n) => {
      const value = params[Number(n) - 1];
      if (value === null) return 'NULL';
      const name = `s${i + 1}p${n}`;
      defines.push(`${name}=${value}`);
      return `:${name}`;
    });
    return `${replaced};`;
  });
  const file = path.join(dir, `${route.path.replace(/[^a-z0-9]+/gi, '-').slice(1, 40)}.sql`);
  writeFileSync(file, `${lines.join('\n\n')}\n`);
  writeFileSync(file.replace(/\.sql$/, '.args'), defines.map((define) => `-D${define}\n`).join(''));
  return { file, defines, statements: statements.length, redis, sql: lines };
}

/** pgbench's tps (initial connections excluded) and failures, at `concurrency` clients. */
/**
 * pgbench's p99 over a sample of its transactions (a fifth: logging every one would take from the
 * rate measured), from its per-transaction log, whose third field is the latency in µs.
 */
function loggedP99(prefix) {
  const dir = path.dirname(prefix);
  const files = readdirSync(dir).filter((name) => name.startsWith(path.basename(prefix)));
  const latencies = files
    .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return latencies.length ? latencies[Math.floor(0.99 * (latencies.length - 1))] : NaN;
}

async function pgbench(script, concurrency) {
  const url = new URL(DATABASE_URL);
  const logPrefix = path.join(workDir, `pgbench-${++pgbenchRuns}`);
  const args = [
    '-n',
    '-M',
    'extended',
    '-c',
    String(concurrency),
    '-j',
    '2',
    '-T',
    String(SECONDS),
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    '-l',
    '--sampling-rate',
    '0.2',
    '--log-prefix',
    logPrefix,
    '-f',
    script.file,
    ...script.defines.flatMap((define) => ['-D', define]),
    DATABASE,
  ];
  // pgbench writes its log to the directory it runs in, under the prefix given.
  const child = spawn(PGBENCH, args, { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
  if (code !== 0 || !Number.isFinite(tps)) {
    const why = out.split('\n').filter((line) => /error|abort/i.test(line));
    return { tps: NaN, failed, latency, error: why.slice(0, 3).join(' | ') || `exit ${code}` };
  }
  return { tps, failed, latency, p99: loggedP99(logPrefix) };
}

function report(rows) {
  console.log(
    `\n#17: API req/s as a share of pgbench tps running the route's SQL (same concurrency, ` +
      `${SECONDS} s each; pgbench -M extended -j 2; the API's pool holds 10 connections; ` +
      `the load client, pgbench and PostgreSQL share the 2 cores)`,
  );
  const header = [
    'route'.padEnd(40),
    'stmts'.padStart(5),
    'redis'.padStart(5),
    'conc'.padStart(4),
    'API req/s'.padStart(9),
    'pgbench tps'.padStart(11),
    'ratio'.padStart(6),
    'API p99'.padStart(9),
    'pgbench p99'.padStart(11),
    `≥${SHARE_TARGET} %`.padStart(6),
    `p99≤${P99_TARGET_MS}`.padStart(7),
  ].join('  ');
  console.log(header);
  console.log('-'.repeat(header.length));
  let met = 0;
  let judged = 0;
  for (const { route, script, concurrency, http, bench } of rows) {
    const ratio = Number.isFinite(bench.tps) ? Math.round((100 * http.rps) / bench.tps) : NaN;
    const shareMet = ratio >= SHARE_TARGET;
    const p99Met = http.p99 <= P99_TARGET_MS;
    const judgedP99 = concurrency === P99_AT;
    judged += 1;
    if (shareMet && (!judgedP99 || p99Met) && http.errors === 0) met += 1;
    console.log(
      [
        route.name.padEnd(40),
        String(script.statements).padStart(5),
        String(script.redis.length).padStart(5),
        String(concurrency).padStart(4),
        String(http.rps).padStart(9),
        (Number.isFinite(bench.tps) ? bench.tps.toFixed(0) : 'error').padStart(11),
        (Number.isFinite(ratio) ? `${ratio} %` : '–').padStart(6),
        `${http.p99.toFixed(1)} ms`.padStart(9),
        (Number.isFinite(bench.p99) ? `${bench.p99.toFixed(1)} ms` : '–').padStart(11),
        (shareMet ? 'met' : 'missed').padStart(6),
        (judgedP99 ? (p99Met ? 'met' : 'missed') : '').padStart(7),
      ].join('  ') +
        (http.errors ? `   HTTP errors ${http.errors}` : '') +
        (bench.failed ? `   pgbench failed ${bench.failed}` : '') +
        (bench.error ? `   pgbench: ${bench.error}` : ''),
    );
  }
  console.log(`${met} of ${judged} rows meet the target (p99 judged at ${P99_AT} connections).`);
  console.log('\nThe SQL each route sent, as replayed (parameters as :sNpM):');
  const seen = new Set();
  for (const { route, script } of rows) {
    if (seen.has(route.name)) continue;
    seen.add(route.name);
    console.log(
      `\n  ${route.name}: ${script.statements} statements` +
        (script.redis.length ? `, and Redis ${script.redis.join(' ')} (not in pgbench)` : ''),
    );
    for (const sql of script.sql) console.log(`    ${sql.replace(/\s+/g, ' ').slice(0, 240)}`);
  }
}

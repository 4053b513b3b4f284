// Failure drills on the servers behind the API, with the production build of the API: a real
// PostgreSQL server restarted under load, and one of two API processes killed under load.
import assert from 'node:assert/strict';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startEmbeddedPostgres } from '../../scripts/lib/database.mjs';
import { ProcessGroup, run } from '../../scripts/lib/processes.mjs';
import { deleteKeys } from '../../scripts/lib/redis.mjs';
import { apiEnvironment, ROOT } from '../../scripts/lib/suite.mjs';
import { waitForHttp } from '../../scripts/lib/wait.mjs';
import { recordDrill } from '../../scripts/lib/trust-report.mjs';
import { STUDENT } from '../support/test-suite.mjs';

const OFFSET = Number(process.env.YB_E2E_PORT_OFFSET ?? 0);
const PORTS = { api: [3150 + OFFSET, 3151 + OFFSET], postgres: 5450 + OFFSET };
const API_DIST = path.join(ROOT, 'services/api/dist');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const UNAVAILABLE = /midlertidig utilgjengelig/;

let processes;
let postgres;
let dataDir;
let redisPrefix;
const apis = PORTS.api.map((port) => `http://127.0.0.1:${port}/api`);

/** The API's environment on `port`; `secrets` as another checkout's .data would hold them. */
const env = (port, secrets = {}) =>
  apiEnvironment({
    ports: { shell: 4390 + OFFSET, api: port, mailSmtp: 1190 + OFFSET },
    databaseUrl: postgres.url,
    redisUrl: REDIS_URL,
    redisPrefix,
    jwtSecret: 'drill-secret-that-is-long-enough-for-hs256',
    adminEmail: 'admin@yrkesbro.no',
    adminPassword: 'DrillAdmin123',
    nodeEnv: 'test',
    logLevel: 'warn',
    dataDir,
    ...secrets,
  });

before(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'yb-drills-'));
  // As root the embedded PostgreSQL runs as the user postgres, who must reach its data folder.
  await chmod(dataDir, 0o755);
  redisPrefix = `yb-drills-${Date.now().toString(36)}_${process.pid}`;
  postgres = await startEmbeddedPostgres({ name: 'yrkesbro', dataDir, port: PORTS.postgres });
  processes = new ProcessGroup({ quiet: true });
  await run(process.execPath, [path.join(API_DIST, 'seed/seed.js')], {
    env: env(PORTS.api[0]),
    quiet: true,
  });
  PORTS.api.forEach((port, index) =>
    processes.start(`api-${index + 1}`, process.execPath, [path.join(API_DIST, 'main.js')], {
      env: env(port),
    }),
  );
  await Promise.all(
    apis.map((api, index) =>
      waitForHttp(`${api}/health`, { isAlive: () => processes.has(`api-${index + 1}`) }),
    ),
  );
});

after(async () => {
  await processes?.stopAll();
  await postgres?.stop();
  await deleteKeys(REDIS_URL, redisPrefix);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signIn(api) {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  assert.equal(response.status, 200, `login on ${api}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** One request; a refused connection or a hang counts as an answer of its own. */
async function call(url, cookie) {
  try {
    const response = await fetch(url, {
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(10_000),
    });
    return { url, status: response.status, body: await response.text() };
  } catch (error) {
    return { url, status: 0, body: String(error.cause?.code ?? error.name) };
  }
}

/**
 * Keeps `connections` requests in flight, each to the next of `targets`, until `done()` says
 * stop; a database-backed search and the signed-in user's own account, on both APIs.
 */
async function underLoad(targets, cookie, done, connections = 8) {
  const answers = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!done()) {
        const api = targets[next++ % targets.length];
        const url = next % 2 ? `${api}/jobs?q=l%C3%A6rling` : `${api}/auth/me`;
        answers.push(await call(url, cookie));
      }
    }),
  );
  return answers;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ten searches at once, asked again until all ten answer 200 or 20 s have passed: the last ten. */
async function statusesOnceRecovered(api) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const statuses = (
      await Promise.all(Array.from({ length: 10 }, () => call(`${api}/jobs?q=l%C3%A6rling`)))
    ).map((answer) => answer.status);
    if (statuses.every((status) => status === 200) || Date.now() > deadline) return statuses;
    await pause(500);
  }
}

test('PostgreSQL restarted under load: every request answers 200 or 503, and the API recovers without a restart', async () => {
  const cookie = await signIn(apis[0]);
  let finished = false;
  const load = underLoad(apis, cookie, () => finished);
  await pause(1000);
  await postgres.stop();
  await pause(2000);
  await postgres.start();
  await pause(3000);
  finished = true;
  const answers = await load;

  const unexpected = answers.filter(
    (answer) =>
      !(answer.status === 200 || (answer.status === 503 && UNAVAILABLE.test(answer.body))),
  );
  assert.deepEqual(unexpected.slice(0, 5), [], `${unexpected.length} of ${answers.length} failed`);
  assert.ok(
    answers.some((answer) => answer.status === 503),
    'the outage was seen (some requests answered 503)',
  );
  // Both processes serve again on fresh connections, reads and the login's writes alike. A loaded
  // machine may take a few seconds more to get there; they must, without being restarted.
  for (const api of apis) {
    assert.deepEqual(await statusesOnceRecovered(api), Array(10).fill(200));
    await signIn(api);
  }
  await recordDrill('postgresql-restart');
});

test('one of two API processes killed under load: no request to the survivor fails, and its sessions carry over', async () => {
  const cookie = await signIn(apis[0]);
  let finished = false;
  const load = underLoad(apis, cookie, () => finished);
  await pause(1000);
  process.kill(-processes.pidOf('api-1'), 'SIGKILL');
  await pause(3000);
  finished = true;
  const answers = await load;

  const survivor = answers.filter((answer) => answer.url.startsWith(apis[1]));
  assert.ok(survivor.length > 20, `the survivor was under load (${survivor.length} requests)`);
  assert.deepEqual(
    survivor.filter((answer) => answer.status !== 200).slice(0, 5),
    [],
    'every request to the surviving process succeeded',
  );
  assert.ok(
    answers.some((answer) => answer.url.startsWith(apis[0]) && answer.status === 0),
    'the killed process was really gone',
  );
  // The session signed in on the killed process is served by the survivor.
  const me = await call(`${apis[1]}/auth/me`, cookie);
  assert.equal(me.status, 200);
  assert.equal(JSON.parse(me.body).user.email, STUDENT.email);
  await recordDrill('api-process-killed');
});

test('a database seeded from another checkout’s .data starts with this one’s admin password and code', async () => {
  // Another .data: another JWT secret (the key of the TOTP secrets outside production) and
  // another admin password. The seed had stopped on the secret it could not open.
  const output = await run(process.execPath, [path.join(API_DIST, 'seed/seed.js')], {
    env: env(PORTS.api[1], {
      jwtSecret: 'another-checkouts-secret-long-enough-for-hs256',
      adminPassword: 'AnotherAdmin123',
    }),
    quiet: true,
  });
  assert.match(output, /Administratorens passord er satt/);
  assert.match(output, /Legg demohemmeligheten inn i appen/);
  const login = await fetch(`${apis[1]}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@yrkesbro.no', password: 'AnotherAdmin123' }),
  });
  assert.equal(login.status, 200);
  assert.equal((await login.json()).twoFactorRequired, true);
});

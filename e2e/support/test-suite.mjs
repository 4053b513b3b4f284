// The whole product, started for one e2e file on its own ports, database and Redis prefix.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import pg from 'pg';
import { dropDatabase, ensureDatabase, withDatabase } from '../../scripts/lib/database.mjs';
import { ProcessGroup } from '../../scripts/lib/processes.mjs';
import { deleteKeys } from '../../scripts/lib/redis.mjs';
import { launchSuite, startRemote } from '../../scripts/lib/suite.mjs';
import { launchBrowser } from './browser.mjs';

// YB_E2E_PORT_OFFSET moves the whole suite, so a second e2e run on the same machine does not collide.
const OFFSET = Number(process.env.YB_E2E_PORT_OFFSET ?? 0);
const BASE_PORTS = {
  shell: 4300,
  'mf-public': 4301,
  'mf-student': 4302,
  'mf-business': 4303,
  'mf-admin': 4304,
  api: 3100,
  mailWeb: 1180,
  mailSmtp: 1125,
};
export const E2E_PORTS = Object.fromEntries(
  Object.entries(BASE_PORTS).map(([name, port]) => [name, port + OFFSET]),
);

// The demo seed enrols the admin with this demo secret (services/api/src/seed/demo-accounts.ts).
export const ADMIN = {
  email: 'admin@yrkesbro.no',
  password: 'E2eAdmin123',
  totpSecret: 'YRKESBRODEMOADMINTOTPHEMMELIGHET',
};
/** The suite API's signing secret: a benchmark signs its clients' sessions with it. */
export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256';
export const STUDENT = { email: 'elev@yrkesbro.no', password: 'Elev1234' };
export const BUSINESS = { email: 'bedrift@yrkesbro.no', password: 'Bedrift1234' };

const ADMIN_URL = process.env.DATABASE_URL
  ? withDatabase(process.env.DATABASE_URL, 'postgres')
  : 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function startTestSuite() {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const database = `yb_e2e_${runId}`;
  const redisPrefix = `yb-e2e-${runId}`;
  const processes = new ProcessGroup({ quiet: true });
  const databaseUrl = withDatabase(ADMIN_URL, database);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yb-e2e-data-'));
  await ensureDatabase(ADMIN_URL, database);
  try {
    const urls = await launchSuite({
      processes,
      ports: E2E_PORTS,
      databaseUrl,
      redisUrl: REDIS_URL,
      redisPrefix,
      jwtSecret: E2E_JWT_SECRET,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      nodeEnv: 'test',
      logLevel: 'warn',
      dataDir,
      // Short enough for a journey to see the offline notice arrive; only messaging sends one.
      messageNoticeDelaySeconds: 6,
      // The employer's notice of new applications waits as briefly, for the same reason.
      applicationNoticeDelaySeconds: 2,
      log: () => {},
    });
    return {
      urls,
      processes,
      databaseUrl,
      /** One query on the suite's database, for what a journey arranges or checks behind the UI. */
      async query(sql, params) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query(sql, params)).rows;
        } finally {
          await client.end();
        }
      },
      stopRemote: (app) => processes.stop(app),
      startRemote: (app) => startRemote(processes, app, E2E_PORTS[app]),
      async stop() {
        await processes.stopAll();
        await dropDatabase(ADMIN_URL, database);
        await deleteKeys(REDIS_URL, redisPrefix);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const [name, lines] of processes.logs)
      console.error(`--- ${name}\n${lines.slice(-30).join('\n')}`);
    await processes.stopAll();
    await dropDatabase(ADMIN_URL, database);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A journey file's suite and browser: started before its tests and handed to `started`, which
 * may arrange more (it is awaited), and closed after them. What must wait for the suite goes in
 * `started`, not in a `before` of the file's own: Node 20 does not wait for one root-level
 * `before` hook to finish before it starts the next.
 */
export function useJourneySuite(started) {
  let suite;
  let browser;
  before(async () => {
    suite = await startTestSuite();
    browser = await launchBrowser();
    await started({ suite, browser });
  });
  after(async () => {
    await browser?.close();
    await suite?.stop();
  });
}

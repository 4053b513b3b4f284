// Starts the whole product (mail catcher, API, worker, four remotes, shell) on given ports.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './processes.mjs';
import { portInUse, waitForHttp } from './wait.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');
const MAILDEV = path.join(ROOT, 'node_modules/maildev/bin/maildev');
const API_DIST = path.join(ROOT, 'services/api/dist');

export const REMOTE_APPS = [
  { app: 'mf-public', name: 'mf_public' },
  { app: 'mf-student', name: 'mf_student' },
  { app: 'mf-business', name: 'mf_business' },
  { app: 'mf-admin', name: 'mf_admin' },
];

export const DEV_PORTS = {
  shell: 4200,
  'mf-public': 4201,
  'mf-student': 4202,
  'mf-business': 4203,
  'mf-admin': 4204,
  api: 3000,
  mailWeb: 1080,
  mailSmtp: 1025,
};

/** The dev ports moved up by `offset`, so that a second suite can run beside the first. */
export function portsWithOffset(offset) {
  return Object.fromEntries(Object.entries(DEV_PORTS).map(([name, port]) => [name, port + offset]));
}

/** Builds every app and the API (Nx caches, so a second start is fast). */
export async function buildAll({ quiet = false } = {}) {
  await run(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/nx/dist/bin/nx.js'),
      'run-many',
      '-t',
      'build',
      '--output-style=static',
    ],
    {
      cwd: ROOT,
      env: { NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
      quiet,
    },
  );
}

export function apiEnvironment(options) {
  const {
    ports,
    databaseUrl,
    redisUrl,
    redisPrefix,
    jwtSecret,
    adminEmail,
    adminPassword,
    nodeEnv,
    logLevel,
    dataDir,
    messageNoticeDelaySeconds,
    applicationNoticeDelaySeconds,
  } = options;
  const shellUrl = `http://localhost:${ports.shell}`;
  return {
    NODE_ENV: nodeEnv,
    PORT: String(ports.api),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: jwtSecret,
    APP_URL: shellUrl,
    CORS_ORIGINS: `${shellUrl},http://127.0.0.1:${ports.shell}`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.mailSmtp),
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: logLevel,
    // Uploads: served ones, and private ones (grade documents, files still arriving).
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    PRIVATE_UPLOAD_DIR: path.join(dataDir, 'private-uploads'),
    ...(messageNoticeDelaySeconds === undefined
      ? {}
      : { MESSAGE_NOTICE_DELAY_SECONDS: String(messageNoticeDelaySeconds) }),
    ...(applicationNoticeDelaySeconds === undefined
      ? {}
      : { APPLICATION_NOTICE_DELAY_SECONDS: String(applicationNoticeDelaySeconds) }),
  };
}

export function startRemote(processes, app, port) {
  processes.start(
    app,
    process.execPath,
    [VITE, 'preview', '--port', String(port), '--strictPort'],
    {
      cwd: path.join(ROOT, 'apps', app),
    },
  );
  return waitForHttp(`http://localhost:${port}/remoteEntry.js`, {
    isAlive: () => processes.has(app),
  });
}

/**
 * Starts everything and resolves when each part answers. Migrations and demo data are
 * applied first (idempotently), so the API starts on a ready schema.
 */
export async function launchSuite(options) {
  const { processes, ports, log = console.log } = options;
  for (const [name, port] of Object.entries(ports)) {
    if (await portInUse(port)) {
      throw new Error(
        `Port ${port} (${name}) er allerede i bruk. Stopp det som kjører der, og prøv igjen.`,
      );
    }
  }
  const env = apiEnvironment(options);

  processes.start(
    'maildev',
    process.execPath,
    [
      MAILDEV,
      '--smtp',
      String(ports.mailSmtp),
      '--web',
      String(ports.mailWeb),
      '--ip',
      '127.0.0.1',
    ],
    {},
  );
  const mailReady = waitForHttp(`http://127.0.0.1:${ports.mailWeb}/email`, {
    isAlive: () => processes.has('maildev'),
  });

  const seedOutput = await run(process.execPath, [path.join(API_DIST, 'seed/seed.js')], {
    env,
    quiet: true,
  });
  processes.start('api', process.execPath, [path.join(API_DIST, 'main.js')], { env });
  // Mails must not wait unseen behind a crashed worker: it is started again.
  processes.start('worker', process.execPath, [path.join(API_DIST, 'worker.js')], {
    env,
    restart: true,
  });

  const remotesReady = REMOTE_APPS.map(({ app }) => startRemote(processes, app, ports[app]));
  const remotes = Object.fromEntries(
    REMOTE_APPS.map(({ app, name }) => [name, `http://localhost:${ports[app]}/remoteEntry.js`]),
  );
  processes.start(
    'shell',
    process.execPath,
    [VITE, 'preview', '--port', String(ports.shell), '--strictPort'],
    {
      cwd: path.join(ROOT, 'apps/shell'),
      env: { API_URL: `http://127.0.0.1:${ports.api}`, YB_REMOTES: JSON.stringify(remotes) },
    },
  );

  await Promise.all([
    mailReady,
    waitForHttp(`http://127.0.0.1:${ports.api}/api/health`, {
      isAlive: () => processes.has('api'),
    }),
    ...remotesReady,
    waitForHttp(`http://localhost:${ports.shell}/`, { isAlive: () => processes.has('shell') }),
  ]);
  log(seedOutput.trim());
  return {
    shell: `http://localhost:${ports.shell}`,
    api: `http://localhost:${ports.api}/api`,
    mail: `http://127.0.0.1:${ports.mailWeb}`,
  };
}

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import type { AppConfig } from '../../src/config/app-config';
import { WorkerModule } from '../../src/worker.module';
import { databaseUrl, ensureDatabase } from './test-database';

/**
 * Configuration of a test file: its own database and Redis prefix (so files never see each
 * other's rows, queues or counters, in whatever order or however many at once jest runs them)
 * and its own upload folders. Both names start with the run's (see global-setup).
 */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const files = mkdtempSync(path.join(tmpdir(), 'yb-test-files-'));
  return loadConfig({
    UPLOAD_DIR: path.join(files, 'public'),
    PRIVATE_UPLOAD_DIR: path.join(files, 'private'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl(`${process.env.YB_TEST_DATABASE}_${fileName()}`),
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `${process.env.REDIS_PREFIX}-${fileName()}`,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAIL: 'admin@yrkesbro.test',
    ...overrides,
  });
}

/** The API exactly as production builds it, ready for supertest. */
export async function startTestApp(config = testConfig()): Promise<NestFastifyApplication> {
  await ensureDatabase(new URL(config.databaseUrl).pathname.slice(1));
  const app = await createApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** The test file's name as a database may be called, e.g. `database_drill`. */
function fileName(): string {
  const file = path
    .basename(expect.getState().testPath ?? 'unknown')
    .replace(/\.int-spec\.ts$/, '');
  return file.replace(/[^a-z0-9]/gi, '_').toLowerCase();
}

export async function startTestWorker(config = testConfig()): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: false,
  });
  await worker.init();
  return worker;
}

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import type { AppConfig } from '../../src/config/app-config';
import { WorkerModule } from '../../src/worker.module';

/** Configuration of the test run: the run's own database and Redis prefix (see global-setup). */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: process.env.REDIS_PREFIX,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAIL: 'admin@yrkesbro.test',
    ...overrides,
  });
}

/** The API exactly as production builds it, ready for supertest. */
export async function startTestApp(config = testConfig()): Promise<NestFastifyApplication> {
  const app = await createApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

export async function startTestWorker(config = testConfig()): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: false,
  });
  await worker.init();
  return worker;
}

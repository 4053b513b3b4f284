import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { nestLogLevels } from './config/log-levels';
import { ConfigError, loadConfig } from './config/app-config';
import { WorkerModule } from './worker.module';

/** Second entry point: the BullMQ worker, with no HTTP server. */
async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: nestLogLevels(config.logLevel),
  });
  // SIGTERM/SIGINT let running jobs finish before the connections close.
  app.enableShutdownHooks();
  new Logger('Worker').log('Arbeideren kjører og venter på jobber');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { QueueModule } from './infrastructure/queue/queue.module';
import { RedisModule } from './infrastructure/redis/redis.module';
import { AiModule } from './infrastructure/ai/ai.module';
import { RateLimitModule } from './infrastructure/rate-limit/rate-limit.module';
import { ApplicationsWorkerModule } from './modules/applications/applications-worker.module';
import { JobsWorkerModule } from './modules/jobs/jobs-worker.module';
import { MailWorkerModule } from './modules/mail/mail-worker.module';
import { MailingsWorkerModule } from './modules/mailings/mailings-worker.module';
import { SubscriptionsWorkerModule } from './modules/subscriptions/subscriptions-worker.module';
import { PrivacyWorkerModule } from './modules/privacy/privacy-worker.module';

/**
 * The worker process: queue processors only, no HTTP server; group mail and the employer's
 * notices of applications keep their state in the database.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        QueueModule,
        // The application notices use the domain services, whose modules expect these.
        RateLimitModule,
        AiModule,
        MailWorkerModule,
        MailingsWorkerModule,
        SubscriptionsWorkerModule,
        ApplicationsWorkerModule,
        JobsWorkerModule,
        PrivacyWorkerModule,
      ],
    };
  }
}

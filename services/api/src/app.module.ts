import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AiModule } from './infrastructure/ai/ai.module';
import { QueueModule } from './infrastructure/queue/queue.module';
import { RedisModule } from './infrastructure/redis/redis.module';
import { RateLimitModule } from './infrastructure/rate-limit/rate-limit.module';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AdminModule } from './modules/admin/admin.module';
import { ApplicationsModule } from './modules/applications/applications.module';
import { AssistantModule } from './modules/assistant/assistant.module';
import { AuthModule } from './modules/auth/auth.module';
import { BusinessesModule } from './modules/businesses/businesses.module';
import { CalendarModule } from './modules/calendar/calendar.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { StudentsModule } from './modules/students/students.module';
import { StudentDirectoryModule } from './modules/student-directory/student-directory.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { VocationsModule } from './modules/vocations/vocations.module';
import { ContactModule } from './modules/contact/contact.module';
import { DevModule } from './modules/dev/dev.module';
import { HealthModule } from './modules/health/health.module';
import { MailModule } from './modules/mail/mail.module';
import { MessagesModule } from './modules/messages/messages.module';
import { SchoolsModule } from './modules/schools/schools.module';
import { AssessmentsModule } from './modules/assessments/assessments.module';
import { PrivacyModule } from './modules/privacy/privacy.module';

/** The HTTP application: every domain module the API serves. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        RateLimitModule,
        QueueModule,
        AiModule,
        MailModule,
        HealthModule,
        AuthModule,
        AccountsModule,
        AdminModule,
        SchoolsModule,
        AssessmentsModule,
        ContactModule,
        VocationsModule,
        JobsModule,
        BusinessesModule,
        ApplicationsModule,
        MessagesModule,
        CalendarModule,
        StudentsModule,
        SubscriptionsModule,
        StudentDirectoryModule,
        AssistantModule,
        PrivacyModule,
        ...(config.isProduction ? [] : [DevModule]),
      ],
    };
  }
}

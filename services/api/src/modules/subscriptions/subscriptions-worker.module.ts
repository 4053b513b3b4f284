import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AlertDigest } from './alert-digest';
import { AlertsProcessor } from './alerts.processor';
import { StudentAlertsRepository } from './student-alerts.repository';

/** The worker's part of subscriptions: the daily new-student digest. */
@Module({
  imports: [MailModule, UsersModule, BullModule.registerQueue({ name: QUEUES.studentAlerts })],
  providers: [StudentAlertsRepository, AlertDigest, AlertsProcessor],
})
export class SubscriptionsWorkerModule {}

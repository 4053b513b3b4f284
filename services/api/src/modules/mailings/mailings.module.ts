import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { UsersModule } from '../users/users.module';
import { MailingsRepository, UnsubscribesRepository } from './mailings.repository';
import { MailingsService } from './mailings.service';
import { UnsubscribeController } from './unsubscribe.controller';

/** The API side of group mail: store and queue. The worker sends (`MailingsWorkerModule`). */
@Module({
  imports: [UsersModule, BullModule.registerQueue({ name: QUEUES.mailings })],
  controllers: [UnsubscribeController],
  providers: [MailingsRepository, UnsubscribesRepository, MailingsService],
  exports: [MailingsService],
})
export class MailingsModule {}

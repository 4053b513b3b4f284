import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { MailWorkerModule } from '../mail/mail-worker.module';
import { MailingsProcessor } from './mailings.processor';
import { MailingsRepository } from './mailings.repository';

@Module({
  imports: [MailWorkerModule, BullModule.registerQueue({ name: QUEUES.mailings })],
  providers: [MailingsRepository, MailingsProcessor],
})
export class MailingsWorkerModule {}

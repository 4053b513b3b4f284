import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { MailProcessor } from './mail.processor';
import { MailTransport } from './mail-transport';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.mail })],
  providers: [MailTransport, MailProcessor],
  exports: [MailTransport],
})
export class MailWorkerModule {}

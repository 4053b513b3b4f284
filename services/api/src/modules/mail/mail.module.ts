import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { MailService } from './mail.service';

/** The API side of mail: queue only. The worker holds the processor (`MailWorkerModule`). */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.mail })],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}

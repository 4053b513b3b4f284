import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { APPLICATION_NOTICE_JOB } from './application-notices';
import type { NoticeRecipient } from './application-notices';
import { ApplicationNoticesService } from './application-notices.service';

/** The worker's side of the employer's notices: when the delay is over, the one mail goes out. */
@Processor(QUEUES.applicationNotices, { concurrency: 2 })
export class ApplicationNoticesProcessor extends WorkerHost {
  constructor(private readonly notices: ApplicationNoticesService) {
    super();
  }

  async process(job: Job<NoticeRecipient>): Promise<void> {
    if (job.name !== APPLICATION_NOTICE_JOB) throw new Error(`Ukjent varseljobb: ${job.name}`);
    await this.notices.deliver(job.data);
  }
}

import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { SEND_MAIL_JOB } from './mail-job';
import type { MailJob } from './mail-job';

/**
 * Producers say what to send; the worker delivers. The job id is derived from the caller's
 * idempotency key, so the same mail queued twice (a retried request, a restart) is one job.
 */
@Injectable()
export class MailService {
  constructor(@InjectQueue(QUEUES.mail) private readonly queue: Queue<MailJob>) {}

  async send(mail: MailJob, idempotencyKey: string): Promise<string> {
    const jobId = `mail-${idempotencyKey}`;
    await this.queue.add(SEND_MAIL_JOB, mail, {
      jobId,
      attempts: 6,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: { age: 30 * 24 * 3600 },
    });
    return jobId;
  }
}

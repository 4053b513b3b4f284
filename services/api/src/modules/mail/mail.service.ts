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

  /**
   * A mail sent after `delayMs` unless cancelled before: while one waits under `key`, queuing
   * another is a no-op; once it is sent (or given up) the key is free for the next one.
   */
  async sendLater(mail: MailJob, key: string, delayMs: number): Promise<void> {
    await this.queue.add(SEND_MAIL_JOB, mail, {
      jobId: `mail-${key}`,
      delay: delayMs,
      attempts: 6,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: true,
      removeOnFail: true,
    });
  }

  /** Drops the mail waiting under `key`, if it has not gone out yet. */
  async cancel(key: string): Promise<void> {
    const job = await this.queue.getJob(`mail-${key}`);
    if (job && (await job.isDelayed())) await job.remove();
  }
}

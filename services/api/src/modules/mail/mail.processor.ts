import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { SHORT_LOCK } from '../../infrastructure/queue/short-lock';
import { RedisService } from '../../infrastructure/redis/redis.service';
import { SEND_MAIL_JOB } from './mail-job';
import type { MailJob } from './mail-job';
import { MailTransport } from './mail-transport';

const SENT_MARKER_TTL_SECONDS = 30 * 24 * 3600;

/** Delivers queued e-mails; a job that was already delivered is never sent again. */
@Processor(QUEUES.mail, { concurrency: 4, ...SHORT_LOCK })
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly redis: RedisService,
  ) {
    super();
  }

  async process(job: Job<MailJob>): Promise<void> {
    if (job.name !== SEND_MAIL_JOB) {
      throw new Error(`Ukjent e-postjobb: ${job.name}`);
    }
    // A retry after a crash between "sent" and "job completed" must not mail twice.
    const marker = this.redis.key('mail-sent', job.id ?? job.name);
    if (await this.redis.client.exists(marker)) {
      this.logger.log(`Hopper over ${job.id}: allerede sendt`);
      return;
    }
    await this.transport.deliver(job.data);
    await this.redis.client.set(marker, '1', 'EX', SENT_MARKER_TTL_SECONDS);
    await job.updateData(redacted(job.data));
    this.logger.log(`Sendte e-post ${job.id}`);
  }

  /** A job given up for good keeps its id for diagnosis, not its links and codes. */
  @OnWorkerEvent('failed')
  async scrubGivenUp(job: Job<MailJob> | undefined): Promise<void> {
    if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return;
    await job.updateData(redacted(job.data)).catch(() => undefined);
  }
}

/**
 * Finished jobs stay in Redis for a week so a repeated idempotency key is still recognised;
 * what they carried (reset links, codes, invitations) must not stay with them. Who a mail
 * went to and what it was about stay, for the question "did my mail go out?".
 */
export function redacted(mail: MailJob): MailJob {
  return { to: mail.to, subject: mail.subject, text: '', html: '' };
}

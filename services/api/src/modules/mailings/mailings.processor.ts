import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { SHORT_LOCK } from '../../infrastructure/queue/short-lock';
import { MailTransport, SMTP_CONNECTIONS } from '../mail/mail-transport';
import { groupMail } from './group-mail';
import { DELIVER_JOB, deliveryJobId, FAN_OUT_JOB, MAILING_JOB_OPTIONS } from './mailing-jobs';
import type { DeliverJob, FanOutJob } from './mailing-jobs';
import { MailingsRepository } from './mailings.repository';
import { unsubscribeUrl } from './unsubscribe-link';

const BULK_SIZE = 200;

/**
 * Group mail in the worker. The fan-out queues a delivery job per recipient still queued, each
 * with the id of its mailing and recipient, so running it again (a crash, a restart) adds no
 * second job; a delivery sends only a copy still queued and settles it, so a job run twice
 * sends once.
 */
// As many deliveries at once as there are SMTP connections to carry them.
@Processor(QUEUES.mailings, { concurrency: SMTP_CONNECTIONS, ...SHORT_LOCK })
export class MailingsProcessor extends WorkerHost {
  private readonly logger = new Logger(MailingsProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.mailings) private readonly queue: Queue<FanOutJob | DeliverJob>,
    private readonly mailings: MailingsRepository,
    private readonly transport: MailTransport,
  ) {
    super();
  }

  async process(job: Job<FanOutJob | DeliverJob>): Promise<void> {
    if (job.name === FAN_OUT_JOB) return this.fanOut(job.data.mailingId);
    if (job.name === DELIVER_JOB) return this.deliver((job.data as DeliverJob).recipientId);
    throw new Error(`Ukjent utsendelsesjobb: ${job.name}`);
  }

  private async fanOut(mailingId: string): Promise<void> {
    const recipients = await this.mailings.queuedRecipients(mailingId);
    for (let start = 0; start < recipients.length; start += BULK_SIZE) {
      await this.queue.addBulk(
        recipients.slice(start, start + BULK_SIZE).map((recipientId) => ({
          name: DELIVER_JOB,
          data: { mailingId, recipientId },
          opts: { ...MAILING_JOB_OPTIONS, jobId: deliveryJobId(mailingId, recipientId) },
        })),
      );
    }
    this.logger.log(`Utsendelse ${mailingId}: ${recipients.length} mottakere i kø`);
  }

  private async deliver(recipientId: string): Promise<void> {
    const copy = await this.mailings.delivery(recipientId);
    if (!copy || copy.status !== 'queued') return;
    if (copy.unsubscribed) {
      await this.mailings.settle(recipientId, 'skipped');
      return;
    }
    const link = unsubscribeUrl(this.config.appUrl, this.config.jwtSecret, copy.email);
    await this.transport.deliver(groupMail(copy.email, copy.title, copy.message, link));
    await this.mailings.settle(recipientId, 'sent');
  }

  /** A copy that used its last attempt is failed, so the history stops counting it as queued. */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<FanOutJob | DeliverJob> | undefined): Promise<void> {
    if (job?.name !== DELIVER_JOB || job.attemptsMade < (job.opts.attempts ?? 1)) return;
    try {
      await this.mailings.settle((job.data as DeliverJob).recipientId, 'failed');
    } catch (error) {
      // An event handler has no caller to tell; the copy stays queued in the history.
      this.logger.error(`Kunne ikke merke ${job.id} som feilet: ${(error as Error).message}`);
    }
  }
}

import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import type { OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { AlertDigest, DIGEST_JOB } from './alert-digest';

/** The worker runs the new-student digest every morning (07:00 Norwegian time). */
@Processor(QUEUES.studentAlerts, { concurrency: 1 })
export class AlertsProcessor extends WorkerHost implements OnModuleInit {
  constructor(
    private readonly digest: AlertDigest,
    @InjectQueue(QUEUES.studentAlerts) private readonly queue: Queue,
  ) {
    super();
  }

  /** One scheduler by id, however many workers start: upserting it again changes nothing. */
  async onModuleInit(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'student-alerts-daily',
      { pattern: '0 7 * * *', tz: 'Europe/Oslo' },
      { name: DIGEST_JOB, opts: { removeOnComplete: 30, removeOnFail: 100 } },
    );
  }

  async process(job: Job): Promise<void> {
    if (job.name !== DIGEST_JOB) throw new Error(`Ukjent varseljobb: ${job.name}`);
    await this.digest.run();
  }
}

import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import type { OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { AccountPurge, PURGE_ACCOUNTS_JOB } from './account-purge';

/** Deleted accounts whose 30 days are over go within ten minutes. */
@Processor(QUEUES.accountDeletions, { concurrency: 1 })
export class AccountPurgeProcessor extends WorkerHost implements OnModuleInit {
  constructor(
    private readonly purge: AccountPurge,
    @InjectQueue(QUEUES.accountDeletions) private readonly queue: Queue,
  ) {
    super();
  }

  /** A scheduler by id: however many workers start, it exists once. */
  async onModuleInit(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'account-purge',
      { pattern: '*/10 * * * *', tz: 'Europe/Oslo' },
      { name: PURGE_ACCOUNTS_JOB, opts: { removeOnComplete: 30, removeOnFail: 100 } },
    );
  }

  async process(job: Job): Promise<void> {
    if (job.name !== PURGE_ACCOUNTS_JOB) throw new Error(`Ukjent slettejobb: ${job.name}`);
    await this.purge.run();
  }
}

import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import type { OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { DAILY_ALERTS_JOB, IMMEDIATE_ALERTS_JOB, JobAlerts } from './job-alerts';
import { JobSearchRepository } from './job-search.repository';

/** The search's change log keeps a day: an API process idle longer loads its index anew. */
const CHANGE_LOG_HOURS = 24;

/** How often immediate alerts look for new jobs: a job is mailed within a minute. */
export const IMMEDIATE_ALERTS_EVERY_MS = 30_000;

/**
 * Saved searches' alerts: immediate ones every half minute, the daily digest at 07:00 Oslo time
 * (which also prunes the search's change log).
 */
@Processor(QUEUES.jobAlerts, { concurrency: 1 })
export class JobAlertsProcessor extends WorkerHost implements OnModuleInit {
  constructor(
    private readonly alerts: JobAlerts,
    private readonly searches: JobSearchRepository,
    @InjectQueue(QUEUES.jobAlerts) private readonly queue: Queue,
  ) {
    super();
  }

  /** Schedulers by id: however many workers start, each exists once. */
  async onModuleInit(): Promise<void> {
    const opts = { removeOnComplete: 30, removeOnFail: 100 };
    await this.queue.upsertJobScheduler(
      'job-alerts-immediate',
      { every: IMMEDIATE_ALERTS_EVERY_MS },
      { name: IMMEDIATE_ALERTS_JOB, opts },
    );
    await this.queue.upsertJobScheduler(
      'job-alerts-daily',
      { pattern: '0 7 * * *', tz: 'Europe/Oslo' },
      { name: DAILY_ALERTS_JOB, opts },
    );
  }

  async process(job: Job): Promise<void> {
    if (job.name === IMMEDIATE_ALERTS_JOB) await this.alerts.run('immediate');
    else if (job.name === DAILY_ALERTS_JOB) {
      await this.alerts.run('daily');
      await this.searches.pruneChanges(CHANGE_LOG_HOURS);
    } else throw new Error(`Ukjent jobbvarsel: ${job.name}`);
  }
}

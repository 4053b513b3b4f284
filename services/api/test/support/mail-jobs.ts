import { getQueueToken } from '@nestjs/bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Job, Queue } from 'bullmq';
import { QUEUES } from '../../src/infrastructure/queue/queue-names';
import type { MailJob } from '../../src/modules/mail/mail-job';

/** Mail jobs queued for `to`, newest first (tests without a worker read the queue itself). */
export async function queuedMails(
  app: NestFastifyApplication,
  to: string,
): Promise<Job<MailJob>[]> {
  const queue = app.get<Queue<MailJob>>(getQueueToken(QUEUES.mail));
  const jobs = await queue.getJobs([
    'waiting',
    'delayed',
    'active',
    'completed',
    'failed',
    'prioritized',
  ]);
  return jobs.filter((job) => job?.data.to === to).sort((a, b) => b.timestamp - a.timestamp);
}

/** The token at the end of the newest link to `path` mailed to `to`, queued at or after `since`. */
export async function tokenFromMail(
  app: NestFastifyApplication,
  to: string,
  path: string,
  since = 0,
): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [job] = (await queuedMails(app, to)).filter((j) => j.timestamp >= since);
    const match = job?.data.text.match(new RegExp(`${path}/([\\w-]+)`));
    if (match) return match[1];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Ingen e-post med ${path} til ${to}`);
}

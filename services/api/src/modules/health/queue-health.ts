import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../infrastructure/queue/queue-names';

const TIMEOUT_MS = 1000;

/** What the worker side is doing, as far as Redis can tell: who listens, and what waits. */
@Injectable()
export class QueueHealth {
  constructor(private readonly modules: ModuleRef) {}

  async state(): Promise<{ workers: number; queued: number } | null> {
    const queues = Object.values(QUEUES).map((name) =>
      this.modules.get<Queue>(getQueueToken(name), { strict: false }),
    );
    const reading = Promise.all(
      queues.map(async (queue) => {
        const [workers, counts] = await Promise.all([
          queue.getWorkersCount(),
          // Not 'delayed': schedules and deliberately delayed notices wait there by design.
          queue.getJobCounts('waiting', 'active', 'prioritized'),
        ]);
        return { workers, queued: Object.values(counts).reduce((sum, n) => sum + n, 0) };
      }),
    );
    // BullMQ's connection retries forever; health must answer while Redis is away.
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), TIMEOUT_MS));
    const perQueue = await Promise.race([reading.catch(() => null), timeout]);
    if (!perQueue) return null;
    return {
      // One worker process listens on every queue; the busiest count is how many run.
      workers: Math.max(...perQueue.map((queue) => queue.workers)),
      queued: perQueue.reduce((sum, queue) => sum + queue.queued, 0),
    };
  }
}

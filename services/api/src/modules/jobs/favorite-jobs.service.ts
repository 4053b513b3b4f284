import { Injectable, NotFoundException } from '@nestjs/common';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { FavoriteJob } from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { FavoriteJobsRepository } from './favorite-jobs.repository';
import { toJob } from './job-rows';
import { JobsRepository } from './jobs.repository';

/** A student's favourite jobs; adding twice or removing a missing one is harmless. */
@Injectable()
export class FavoriteJobsService {
  constructor(
    private readonly favorites: FavoriteJobsRepository,
    private readonly jobs: JobsRepository,
  ) {}

  async list(userId: string): Promise<FavoriteJob[]> {
    return (await this.favorites.openOf(userId)).map((row) => ({
      ...toJob(row),
      jobs_id: row.id,
      job_uuid: row.id,
    }));
  }

  /** Only an open job can become a favourite. */
  async add(userId: string, jobUuid: string): Promise<void> {
    const job = isUuid(jobUuid) ? await this.jobs.byId(jobUuid) : null;
    if (job?.status !== 'open') throw new NotFoundException(JOB_MESSAGES.notFound);
    await this.favorites.add(userId, jobUuid);
  }

  async remove(userId: string, jobUuid: string): Promise<void> {
    if (isUuid(jobUuid)) await this.favorites.remove(userId, jobUuid);
  }
}

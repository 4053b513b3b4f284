import { Injectable } from '@nestjs/common';
import { DatabaseContext } from '../../database/database-context';
import { FavoriteJob } from './favorite-job.entity';
import { JOB_COLUMNS, JOB_JOINS } from './job-rows';
import type { JobRow } from './job-rows';

/** The favorite_jobs table. */
@Injectable()
export class FavoriteJobsRepository {
  constructor(private readonly db: DatabaseContext) {}

  /** The user's favourites that are still open, the latest kept first. */
  openOf(userId: string): Promise<JobRow[]> {
    return this.db.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM favorite_jobs f JOIN jobs j ON j.id = f.job_id ${JOB_JOINS}
        WHERE f.user_id = $1 AND j.status = 'open' ORDER BY f.created_at DESC`,
      [userId],
    );
  }

  /** Keeping a favourite twice leaves the first. */
  async add(userId: string, jobId: string): Promise<void> {
    await this.db.manager
      .createQueryBuilder()
      .insert()
      .into(FavoriteJob)
      .values({ userId, jobId })
      .orIgnore()
      .execute();
  }

  async remove(userId: string, jobId: string): Promise<void> {
    await this.db.repository(FavoriteJob).delete({ userId, jobId });
  }
}

import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { Job as JobDto } from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import { FavoriteJob } from './favorite-job.entity';
import { JOB_COLUMNS, JOB_JOINS, toJob } from './job-rows';
import type { JobRow } from './job-rows';

/** A student's favourite jobs; adding twice or removing a missing one is harmless. */
@Injectable()
export class FavoriteJobsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(userId: string): Promise<JobDto[]> {
    const rows: JobRow[] = await this.dataSource.query(
      `SELECT ${JOB_COLUMNS} FROM favorite_jobs f JOIN jobs j ON j.id = f.job_id ${JOB_JOINS}
        WHERE f.user_id = $1 AND j.status = 'open' ORDER BY f.created_at DESC`,
      [userId],
    );
    return rows.map(toJob);
  }

  async add(userId: string, jobUuid: string): Promise<void> {
    const [job] = await this.dataSource.query(
      `SELECT 1 FROM jobs WHERE id::text = $1 AND status = 'open'`,
      [jobUuid],
    );
    if (!job) throw new NotFoundException(JOB_MESSAGES.notFound);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(FavoriteJob)
      .values({ userId, jobId: jobUuid })
      .orIgnore()
      .execute();
  }

  async remove(userId: string, jobUuid: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM favorite_jobs WHERE user_id = $1 AND job_id::text = $2`,
      [userId, jobUuid],
    );
  }
}

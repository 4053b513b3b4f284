import { Injectable } from '@nestjs/common';
import { MoreThan } from 'typeorm';
import { DatabaseContext } from '../../database/database-context';
import { JobManageToken } from './job-manage-token.entity';

/** The job_manage_tokens table: hashed private links of jobs posted without an account. */
@Injectable()
export class JobManageTokensRepository {
  constructor(private readonly db: DatabaseContext) {}

  async insert(token: Pick<JobManageToken, 'jobId' | 'tokenHash' | 'expiresAt'>): Promise<void> {
    await this.db.repository(JobManageToken).insert(token);
  }

  /** The job a token opens, while it has not expired. */
  async jobOf(tokenHash: string, now: Date): Promise<string | null> {
    const row = await this.db
      .repository(JobManageToken)
      .findOneBy({ tokenHash, expiresAt: MoreThan(now) });
    return row?.jobId ?? null;
  }

  async deleteOfJobs(jobIds: string[]): Promise<void> {
    if (!jobIds.length) return;
    await this.db.query(`DELETE FROM job_manage_tokens WHERE job_id = ANY($1::uuid[])`, [jobIds]);
  }
}

import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { DatabaseContext } from '../../database/database-context';
import { JobVerification } from './job-verification.entity';

/** The job_verifications table: hashed one-time codes of jobs posted without an account. */
@Injectable()
export class JobVerificationsRepository {
  constructor(private readonly db: DatabaseContext) {}

  async insert(
    verification: Pick<JobVerification, 'jobId' | 'email' | 'codeHash' | 'expiresAt'>,
  ): Promise<string> {
    const verifications = this.db.repository(JobVerification);
    return (await verifications.save(verifications.create(verification))).id;
  }

  /** The newest code not yet used for this job and address. */
  latestUnused(jobId: string, email: string): Promise<JobVerification | null> {
    return this.db.repository(JobVerification).findOne({
      where: { jobId, email, usedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
  }

  /**
   * Counts one try at the code in the statement that checks the limit, so a burst of parallel
   * guesses cannot all read the same count: false once `max` tries are used.
   */
  async claimAttempt(id: string, max: number): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE job_verifications SET attempts = attempts + 1
        WHERE id = $1 AND attempts < $2 AND used_at IS NULL
        RETURNING attempts`,
      [id, max],
    );
    return rows.length > 0;
  }

  /** Marks the code used in the statement that checks it is unused: false for the second of two. */
  async markUsed(id: string): Promise<boolean> {
    const result = await this.db
      .repository(JobVerification)
      .update({ id, usedAt: IsNull() }, { usedAt: new Date() });
    return Boolean(result.affected);
  }
}

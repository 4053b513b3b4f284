import { Injectable } from '@nestjs/common';
import { DatabaseContext } from '../../database/database-context';

export interface ViewOutcome {
  allowed: boolean;
  /** Distinct profiles opened, this one included when it was allowed. */
  used: number;
}

/** The `profile_views` table: which students a business without a plan has opened. */
@Injectable()
export class ProfileViewsRepository {
  constructor(private readonly db: DatabaseContext) {}

  async count(businessId: string): Promise<number> {
    const [{ count }] = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM profile_views WHERE business_user_id = $1`,
      [businessId],
    );
    return count;
  }

  /**
   * Records the view unless it would be distinct profile number `limit + 1`; a profile seen
   * before is always allowed. The business's views are serialised by an advisory lock, so a
   * burst of parallel requests cannot all read "9 used" and let several in. Whether the profile
   * was seen before is asked first, without the lock and with the plan
   * (`BusinessPlansRepository.findWithView`): a business reopening the profiles it reviews then
   * waits for none of its other views, and comes here only for a profile it has not opened.
   */
  async record(businessId: string, profileId: string, limit: number): Promise<ViewOutcome> {
    return this.db.transaction(async () => {
      await this.db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `profile-views:${businessId}`,
      ]);
      const row = await this.usage(businessId, profileId);
      if (row.seen) return { allowed: true, used: row.used };
      if (row.used >= limit) return { allowed: false, used: row.used };
      await this.db.query(
        `INSERT INTO profile_views (business_user_id, student_profile_id) VALUES ($1, $2)`,
        [businessId, profileId],
      );
      return { allowed: true, used: row.used + 1 };
    });
  }

  /** Whether the business has opened the profile, and how many distinct profiles in all. */
  private async usage(
    businessId: string,
    profileId: string,
  ): Promise<{ seen: boolean; used: number }> {
    const [row] = await this.db.prepared<{ seen: boolean | null; used: number }>(
      'profile-view-usage',
      `SELECT bool_or(student_profile_id = $2) AS seen, count(*)::int AS used
         FROM profile_views WHERE business_user_id = $1`,
      [businessId, profileId],
    );
    return { seen: row.seen === true, used: row.used };
  }
}

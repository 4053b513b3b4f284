import { Injectable } from '@nestjs/common';
import type { PlanPeriod, PriceId } from '@yrkesbro/contracts';
import { DatabaseContext } from '../../database/database-context';

interface PlanRow {
  price_id: number;
  starts_at: Date;
  ends_at: Date;
}

/** The `business_plans` table: each business's current (or last) plan. */
@Injectable()
export class BusinessPlansRepository {
  constructor(private readonly db: DatabaseContext) {}

  async find(businessId: string): Promise<PlanPeriod | null> {
    const [row] = await this.db.query<PlanRow>(
      `SELECT price_id, starts_at, ends_at FROM business_plans WHERE business_user_id = $1`,
      [businessId],
    );
    return planOf(row);
  }

  /**
   * The business's plan, and whether it has opened the profile before (`profile_views`), in one
   * statement: a business opening a profile needs both, and a round trip less on the page it
   * opens most. The quota's count and its lock stay with `ProfileViewsRepository.record`.
   */
  async findWithView(
    businessId: string,
    profileId: string,
  ): Promise<{ plan: PlanPeriod | null; seen: boolean }> {
    const [row] = await this.db.prepared<Partial<PlanRow> & { seen: boolean }>(
      'business-plan-with-view',
      `SELECT p.price_id, p.starts_at, p.ends_at,
              EXISTS (SELECT 1 FROM profile_views v
                       WHERE v.business_user_id = $1 AND v.student_profile_id = $2) AS seen
         FROM (VALUES (1)) AS one LEFT JOIN business_plans p ON p.business_user_id = $1`,
      [businessId, profileId],
    );
    return { plan: row.price_id == null ? null : planOf(row as PlanRow), seen: row.seen };
  }

  /**
   * The business's plan, and whether it has opened the profile of the student whose account is
   * `studentUserId`, in one statement, without recording anything: whether it may write first
   * to her. The profile is found by its account (`student_profiles.user_id` is unique).
   */
  async findWithViewOfStudent(
    businessId: string,
    studentUserId: string,
  ): Promise<{ plan: PlanPeriod | null; seen: boolean }> {
    const [row] = await this.db.query<Partial<PlanRow> & { seen: boolean }>(
      `SELECT p.price_id, p.starts_at, p.ends_at,
              EXISTS (SELECT 1 FROM student_profiles s
                        JOIN profile_views v
                          ON v.business_user_id = $1 AND v.student_profile_id = s.id
                       WHERE s.user_id = $2) AS seen
         FROM (VALUES (1)) AS one LEFT JOIN business_plans p ON p.business_user_id = $1`,
      [businessId, studentUserId],
    );
    return { plan: row.price_id == null ? null : planOf(row as PlanRow), seen: row.seen };
  }

  /**
   * Holds the business's plan until the transaction ends, so two activations at once (a
   * webhook and the browser's verify-session) each see the other's result.
   */
  async lock(businessId: string): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `business-plan:${businessId}`,
    ]);
  }

  async save(businessId: string, period: PlanPeriod, sessionId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO business_plans (business_user_id, price_id, starts_at, ends_at, checkout_session_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (business_user_id) DO UPDATE
          SET price_id = EXCLUDED.price_id, starts_at = EXCLUDED.starts_at,
              ends_at = EXCLUDED.ends_at, checkout_session_id = EXCLUDED.checkout_session_id,
              updated_at = now()`,
      [businessId, period.priceId, period.startsAt, period.endsAt, sessionId],
    );
  }
}

function planOf(row: PlanRow | undefined): PlanPeriod | null {
  return row
    ? { priceId: row.price_id as PriceId, startsAt: row.starts_at, endsAt: row.ends_at }
    : null;
}

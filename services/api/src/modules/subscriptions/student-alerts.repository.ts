import { Injectable } from '@nestjs/common';
import type { StudentAlerts } from '@yrkesbro/contracts';
import { DatabaseContext } from '../../database/database-context';

/** A premium business's alert with what it asks for. */
export interface DueAlert extends StudentAlerts {
  businessId: string;
}

/** A new student as the digest lists them. */
export interface AlertStudent {
  id: string;
  name: string;
  headline: string | null;
  location: string | null;
}

/** The `student_alerts` and `student_alert_deliveries` tables. */
@Injectable()
export class StudentAlertsRepository {
  constructor(private readonly db: DatabaseContext) {}

  async find(businessId: string): Promise<StudentAlerts | null> {
    const [row] = await this.db.query<{
      enabled: boolean;
      vocation_ids: number[];
      places: string[];
    }>(`SELECT enabled, vocation_ids, places FROM student_alerts WHERE business_user_id = $1`, [
      businessId,
    ]);
    return row ? { enabled: row.enabled, vocationIds: row.vocation_ids, places: row.places } : null;
  }

  async save(businessId: string, alerts: StudentAlerts): Promise<void> {
    await this.db.query(
      `INSERT INTO student_alerts (business_user_id, enabled, vocation_ids, places)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (business_user_id) DO UPDATE
          SET enabled = EXCLUDED.enabled, vocation_ids = EXCLUDED.vocation_ids,
              places = EXCLUDED.places, updated_at = now()`,
      [businessId, alerts.enabled, alerts.vocationIds, alerts.places],
    );
  }

  /**
   * Enabled alerts of businesses whose plan running now is one of `priceIds`, and whose account
   * is not waiting for deletion.
   */
  async due(priceIds: number[]): Promise<DueAlert[]> {
    const rows = await this.db.query<{
      business_user_id: string;
      vocation_ids: number[];
      places: string[];
    }>(
      `SELECT a.business_user_id, a.vocation_ids, a.places
         FROM student_alerts a
         JOIN business_plans p ON p.business_user_id = a.business_user_id
        WHERE a.enabled AND p.price_id = ANY($1::int[]) AND p.starts_at <= now() AND p.ends_at > now()
          AND NOT EXISTS (SELECT 1 FROM account_deletions d WHERE d.user_id = a.business_user_id)`,
      [priceIds],
    );
    return rows.map((row) => ({
      businessId: row.business_user_id,
      enabled: true,
      vocationIds: row.vocation_ids,
      places: row.places,
    }));
  }

  /**
   * Students who joined in the last `days` days, match the alert (a skill in one of its
   * vocations, when it names any; a place in their location, when it names any) and were never
   * sent to this business. The digest is a read-only list: it reads the students' profile and
   * skills tables here so that each business's list stays one indexed query.
   */
  newMatches(alert: DueAlert, days: number, limit: number): Promise<AlertStudent[]> {
    return this.db.query<AlertStudent>(
      `SELECT p.id, p.name, p.headline, p.location
         FROM student_profiles p
        WHERE p.created_at > now() - make_interval(days => $2)
          AND p.name IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM account_deletions a WHERE a.user_id = p.user_id)
          AND (cardinality($3::int[]) = 0 OR EXISTS (
                SELECT 1 FROM student_skills s WHERE s.student_id = p.id AND s.vocation_id = ANY($3::int[])))
          AND (cardinality($4::text[]) = 0 OR EXISTS (
                SELECT 1 FROM unnest($4::text[]) AS place
                 WHERE strpos(lower(coalesce(p.location, '')), lower(place)) > 0))
          AND NOT EXISTS (
                SELECT 1 FROM student_alert_deliveries d
                 WHERE d.business_user_id = $1 AND d.student_profile_id = p.id)
        ORDER BY p.created_at
        LIMIT $5`,
      [alert.businessId, days, alert.vocationIds, alert.places, limit],
    );
  }

  async markSent(businessId: string, studentIds: string[]): Promise<void> {
    await this.db.query(
      `INSERT INTO student_alert_deliveries (business_user_id, student_profile_id)
       SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [businessId, studentIds],
    );
    await this.db.query(
      `UPDATE student_alerts SET last_digest_at = now() WHERE business_user_id = $1`,
      [businessId],
    );
  }
}

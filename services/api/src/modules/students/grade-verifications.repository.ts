import { Injectable } from '@nestjs/common';
import type { GradeReviewList } from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { DatabaseContext } from '../../database/database-context';

/** `pending` waits for an admin; `reviewed` was settled, by the text match or by an admin. */
export type VerificationStatus = 'pending' | 'reviewed';

/** A document in an admin's list, with the grades under review in it. */
export interface ReviewRow {
  id: string;
  created_at: Date;
  profile_id: string;
  name: string | null;
  email: string;
  grades: { id: string; subject: string; grade: string }[];
}

/** The `grade_verifications` table: the documents students send to prove their grades. */
@Injectable()
export class GradeVerificationsRepository {
  constructor(private readonly db: DatabaseContext) {}

  /** Stores a document and answers its id. */
  async create(
    profileId: string,
    documentKey: string,
    status: VerificationStatus,
  ): Promise<string> {
    const [{ id }] = await this.db.query<{ id: string }>(
      `INSERT INTO grade_verifications (student_id, document_key, status) VALUES ($1, $2, $3)
       RETURNING id`,
      [profileId, documentKey, status],
    );
    return id;
  }

  /** Deletes the profile's documents that no grade refers to any more; answers their keys. */
  async deleteUnused(profileId: string): Promise<string[]> {
    const rows = await this.db.returning<{ document_key: string }>(
      `DELETE FROM grade_verifications v
        WHERE v.student_id = $1
          AND NOT EXISTS (SELECT 1 FROM student_grades g WHERE g.verification_id = v.id)
       RETURNING document_key`,
      [profileId],
    );
    return rows.map((row) => row.document_key);
  }

  /**
   * The documents no admin has looked at, with the grades under review in them: `pending`
   * ones first-come, `auto` (all verified by the text match, for spot checks) newest first.
   * The student's e-mail comes from `users` in the same query, for display only.
   */
  reviewList(list: GradeReviewList): Promise<ReviewRow[]> {
    return this.db.query(
      `SELECT v.id, v.created_at, sp.id AS profile_id, sp.name, u.email,
              json_agg(json_build_object('id', g.id, 'subject', g.subject, 'grade', g.grade)
                       ORDER BY g.created_at) AS grades
         FROM grade_verifications v
         JOIN student_profiles sp ON sp.id = v.student_id
         JOIN users u ON u.id = sp.user_id
         JOIN student_grades g ON g.verification_id = v.id AND g.verification_status = $1
        WHERE v.status = $2 AND v.reviewed_by IS NULL
        GROUP BY v.id, sp.id, u.email
        ORDER BY v.created_at ${list === 'pending' ? 'ASC' : 'DESC'}
        LIMIT 200`,
      list === 'pending' ? ['pending', 'pending'] : ['verified', 'reviewed'],
    );
  }

  async documentKey(id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query<{ document_key: string }>(
      `SELECT document_key FROM grade_verifications WHERE id = $1`,
      [id],
    );
    return row?.document_key ?? null;
  }

  /**
   * Records the admin's review and answers the status the document had before it; null when
   * there is no such document or an admin reviewed it already. The row is locked until the
   * transaction ends, so two admins deciding at once cannot both go on.
   */
  async markReviewed(id: string, adminId: string): Promise<VerificationStatus | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.returning<{ was: VerificationStatus }>(
      `UPDATE grade_verifications v
          SET status = 'reviewed', reviewed_by = $2, reviewed_at = now()
         FROM (SELECT id, status FROM grade_verifications WHERE id = $1 FOR UPDATE) old
        WHERE v.id = old.id AND v.reviewed_by IS NULL
       RETURNING old.status AS was`,
      [id, adminId],
    );
    return row?.was ?? null;
  }
}

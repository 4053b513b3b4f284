import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type {
  GradeReviewList,
  GradeReviewRequest,
  PendingGradeVerification,
} from '@yrkesbro/contracts';
import { stat } from 'node:fs/promises';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/uuid';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { FileKind } from '../uploads/file-kind';
import type { User } from '../users/user.entity';

/**
 * The admin's half of grade verification: reading the documents the text match could not
 * settle, and spot-checking the ones it did.
 */
@Injectable()
export class GradeReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadStorage,
  ) {}

  /** The documents an admin has not looked at: `pending` first-come, `auto` newest first. */
  async list(list: GradeReviewList): Promise<PendingGradeVerification[]> {
    const rows: {
      id: string;
      created_at: Date;
      profile_id: string;
      name: string | null;
      email: string;
      grades: { id: string; subject: string; grade: string }[];
    }[] = await this.dataSource.query(
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
    return rows.map((row) => ({
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      student: { id: row.profile_id, name: row.name, email: row.email },
      document_url: `/api/admin/grade-verifications/${row.id}/document`,
      grades: row.grades,
    }));
  }

  async document(id: string): Promise<{ path: string; kind: FileKind }> {
    const [row] = isUuid(id)
      ? await this.dataSource.query(`SELECT document_key FROM grade_verifications WHERE id = $1`, [
          id,
        ])
      : [];
    const path = row ? this.uploads.privatePath(row.document_key) : null;
    // Checked here, not left to the stream: a missing file must answer 404, not an error page.
    const exists = path
      ? await stat(path).then(
          (info) => info.isFile(),
          () => false,
        )
      : false;
    if (!path || !exists) throw new NotFoundException(STUDENT_MESSAGES.gradeVerificationNotFound);
    return { path, kind: path.split('.').pop() as FileKind };
  }

  /**
   * Verifies the grades the admin found in the document; the other grades under review (pending,
   * or verified automatically and now spot-checked) lose their mark. Each document is decided once.
   */
  async review(admin: User, id: string, { approvedGradeIds }: GradeReviewRequest): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // What was under review depends on the list the document was in: its pending grades, or
      // (a spot check) the ones verified automatically. The others are left as they are.
      const [[verification]]: [{ was: string }[]] = isUuid(id)
        ? await manager.query(
            `UPDATE grade_verifications v
                SET status = 'reviewed', reviewed_by = $2, reviewed_at = now()
               FROM (SELECT id, status FROM grade_verifications WHERE id = $1 FOR UPDATE) old
              WHERE v.id = old.id AND v.reviewed_by IS NULL
             RETURNING old.status AS was`,
            [id, admin.id],
          )
        : [[]];
      if (!verification) throw new NotFoundException(STUDENT_MESSAGES.gradeVerificationNotFound);
      await manager.query(
        `UPDATE student_grades
            SET verification_status = CASE WHEN id = ANY($2::uuid[]) THEN 'verified' ELSE 'none' END,
                verified_at = CASE WHEN id = ANY($2::uuid[]) THEN coalesce(verified_at, now()) END
          WHERE verification_id = $1 AND verification_status = $3`,
        [id, approvedGradeIds, verification.was === 'pending' ? 'pending' : 'verified'],
      );
    });
  }
}

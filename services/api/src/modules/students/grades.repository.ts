import { Injectable } from '@nestjs/common';
import type { GradesRequest } from '@yrkesbro/contracts';
import { ProfileListRepository } from './profile-list.repository';
import type { GradeRow } from './profile-rows';

/** A grade as deleted: which document, if any, was sent to prove it. */
export interface DeletedGrade {
  verification_id: string | null;
}

/** The `student_grades` table. */
@Injectable()
export class GradesRepository extends ProfileListRepository<GradeRow, DeletedGrade> {
  protected readonly table = 'student_grades';
  protected readonly columns = 'id, subject, grade, verification_status, verified_at';

  /** The profile's grades among `ids`; ids of anyone else's are left out. */
  findOwn(profileId: string, ids: string[]): Promise<GradeRow[]> {
    return this.db.query(
      `SELECT ${this.columns} FROM student_grades WHERE student_id = $1 AND id = ANY($2::uuid[])`,
      [profileId, ids],
    );
  }

  /** Adds the grades in the order given, which is the order they are listed in. */
  addAll(profileId: string, grades: GradesRequest['grades']): Promise<GradeRow[]> {
    return this.db.query(
      `INSERT INTO student_grades (student_id, subject, grade, created_at)
       SELECT $1, g.subject, g.grade, now() + g.n * interval '1 microsecond'
         FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS g(subject, grade, n)
       RETURNING ${this.columns}`,
      [profileId, grades.map((g) => g.subject), grades.map((g) => g.grade)],
    );
  }

  /** Puts the grades under a document: those in `verifiedIds` are verified now, the rest wait. */
  async attachToDocument(
    gradeIds: string[],
    verificationId: string,
    verifiedIds: string[],
  ): Promise<void> {
    await this.db.query(
      `UPDATE student_grades
          SET verification_id = $2,
              verification_status = CASE WHEN id = ANY($3::uuid[]) THEN 'verified' ELSE 'pending' END,
              verified_at = CASE WHEN id = ANY($3::uuid[]) THEN now() END
        WHERE id = ANY($1::uuid[])`,
      [gradeIds, verificationId, verifiedIds],
    );
  }

  /**
   * Settles the document's grades that were under review (`underReview` is their status then):
   * those in `approvedIds` are verified, keeping the time they first were; the others lose
   * their mark. The document's grades in another status are left as they are.
   */
  async settleReview(
    verificationId: string,
    underReview: 'pending' | 'verified',
    approvedIds: string[],
  ): Promise<void> {
    await this.db.query(
      `UPDATE student_grades
          SET verification_status = CASE WHEN id = ANY($2::uuid[]) THEN 'verified' ELSE 'none' END,
              verified_at = CASE WHEN id = ANY($2::uuid[]) THEN coalesce(verified_at, now()) END
        WHERE verification_id = $1 AND verification_status = $3`,
      [verificationId, approvedIds, underReview],
    );
  }
}

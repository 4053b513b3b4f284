import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Grade, GradesRequest } from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { deleteOwnRow } from './owned-rows';
import { LIST_QUERIES, toGrade } from './profile-rows';
import type { GradeRow } from './profile-rows';
import { StudentProfilesService } from './student-profiles.service';

@Injectable()
export class GradesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: StudentProfilesService,
    private readonly uploads: UploadStorage,
  ) {}

  async list(user: User): Promise<Grade[]> {
    const { id } = await this.profiles.ownRow(user);
    const rows: GradeRow[] = await this.dataSource.query(LIST_QUERIES.grades, [id]);
    return rows.map(toGrade);
  }

  /** Adds several grades at once, in the order given. */
  async add(user: User, { grades }: GradesRequest): Promise<Grade[]> {
    const { id } = await this.profiles.ownRow(user);
    const rows: GradeRow[] = await this.dataSource.query(
      `INSERT INTO student_grades (student_id, subject, grade, created_at)
       SELECT $1, g.subject, g.grade, now() + g.n * interval '1 microsecond'
         FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS g(subject, grade, n)
       RETURNING id, subject, grade, verification_status, verified_at`,
      [id, grades.map((g) => g.subject), grades.map((g) => g.grade)],
    );
    await this.profiles.refreshCompletion(id);
    return rows.map(toGrade);
  }

  /** Deletes a grade; its verification document goes too once no grade refers to it. */
  async remove(user: User, gradeId: string): Promise<void> {
    const { id } = await this.profiles.ownRow(user);
    const grade = await deleteOwnRow<{ verification_id: string | null }>(
      this.dataSource,
      'student_grades',
      gradeId,
      id,
    );
    if (grade.verification_id) {
      const [orphans] = await this.dataSource.query(
        `DELETE FROM grade_verifications v WHERE v.id = $1
            AND NOT EXISTS (SELECT 1 FROM student_grades g WHERE g.verification_id = v.id)
         RETURNING document_key`,
        [grade.verification_id],
      );
      for (const orphan of orphans as { document_key: string }[]) {
        await this.uploads.removePrivate(orphan.document_key);
      }
    }
    await this.profiles.refreshCompletion(id);
  }
}

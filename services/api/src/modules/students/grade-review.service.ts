import { Injectable, NotFoundException } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type {
  GradeReviewList,
  GradeReviewRequest,
  PendingGradeVerification,
} from '@yrkesbro/contracts';
import { stat } from 'node:fs/promises';
import { Transactions } from '../../database/transactions';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { FileKind } from '../uploads/file-kind';
import type { User } from '../users/user.entity';
import { GradeVerificationsRepository } from './grade-verifications.repository';
import { GradesRepository } from './grades.repository';

/**
 * The admin's half of grade verification: reading the documents the text match could not
 * settle, and spot-checking the ones it did.
 */
@Injectable()
export class GradeReviewService {
  constructor(
    private readonly verifications: GradeVerificationsRepository,
    private readonly grades: GradesRepository,
    private readonly transactions: Transactions,
    private readonly uploads: UploadStorage,
  ) {}

  /** The documents an admin has not looked at: `pending` first-come, `auto` newest first. */
  async list(list: GradeReviewList): Promise<PendingGradeVerification[]> {
    const rows = await this.verifications.reviewList(list);
    return rows.map((row) => ({
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      student: { id: row.profile_id, name: row.name, email: row.email },
      document_url: `/api/admin/grade-verifications/${row.id}/document`,
      grades: row.grades,
    }));
  }

  async document(id: string): Promise<{ path: string; kind: FileKind }> {
    const key = await this.verifications.documentKey(id);
    const path = key ? this.uploads.privatePath(key) : null;
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
    await this.transactions.run(async () => {
      const was = await this.verifications.markReviewed(id, admin.id);
      if (!was) throw new NotFoundException(STUDENT_MESSAGES.gradeVerificationNotFound);
      // What was under review depends on the list the document was in: its pending grades, or
      // (a spot check) the ones verified automatically. The others are left as they are.
      await this.grades.settleReview(
        id,
        was === 'pending' ? 'pending' : 'verified',
        approvedGradeIds,
      );
    });
  }
}

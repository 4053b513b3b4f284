import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { STUDENT_LIMITS, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { GradeVerificationResponse } from '@yrkesbro/contracts';
import { Transactions } from '../../database/transactions';
import { isUuid } from '../../common/uuid';
import type { FileRule, ReceivedForm } from '../uploads/multipart-files';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { documentShowsGrade } from './grade-matching';
import { GradeVerificationsRepository } from './grade-verifications.repository';
import { GradesRepository } from './grades.repository';
import { extractPdfText } from './pdf-text';
import { toGrade } from './profile-rows';
import type { GradeRow } from './profile-rows';
import { StudentProfilesService } from './student-profiles.service';

export const VERIFICATION_DOCUMENT: Record<string, FileRule> = {
  verificationDoc: {
    kinds: ['pdf', 'png', 'jpg'],
    maxBytes: STUDENT_LIMITS.gradeDocumentMaxBytes,
    maxCount: 1,
    wrongType: STUDENT_MESSAGES.gradeVerifyDocType,
    tooLarge: STUDENT_MESSAGES.gradeVerifyDocTooLarge,
  },
};

/**
 * Grade verification: the student uploads a transcript for chosen grades. The document is kept
 * privately; each grade whose subject and mark the document's text shows is verified at once,
 * the rest wait for an admin who reads the document (images always do: there is no OCR here).
 */
@Injectable()
export class GradeVerificationService {
  private readonly logger = new Logger(GradeVerificationService.name);

  constructor(
    private readonly grades: GradesRepository,
    private readonly verifications: GradeVerificationsRepository,
    private readonly transactions: Transactions,
    private readonly profiles: StudentProfilesService,
    private readonly uploads: UploadStorage,
  ) {}

  async verify(user: User, form: ReceivedForm): Promise<GradeVerificationResponse> {
    try {
      const document = form.files[0];
      if (!document) throw new BadRequestException(STUDENT_MESSAGES.gradeVerifyDocRequired);
      const { id: profileId } = await this.profiles.ownRow(user);
      const grades = await this.chosenGrades(profileId, form.fields.gradeIds);
      const text = document.kind === 'pdf' ? await this.readText(document.path) : '';
      const found = new Set(
        grades.filter((g) => documentShowsGrade(text, g.subject, g.grade)).map((g) => g.id),
      );
      const key = await this.uploads.keepPrivate(document.path, 'grade-documents', document.kind);
      const replaced = await this.transactions.run(async () => {
        const verificationId = await this.verifications.create(
          profileId,
          key,
          found.size === grades.length ? 'reviewed' : 'pending',
        );
        await this.grades.attachToDocument(
          grades.map((g) => g.id),
          verificationId,
          [...found],
        );
        // A grade sent again leaves its earlier document with nothing to prove: it goes.
        return this.verifications.deleteUnused(profileId);
      });
      for (const orphan of replaced) await this.uploads.removePrivate(orphan);
      const rows = await this.grades.list(profileId);
      return {
        summary: { verified: found.size, failed: grades.length - found.size },
        grades: rows.map(toGrade),
      };
    } finally {
      await form.discard();
    }
  }

  /** The student's own unverified grades among the ids sent; anything else is refused. */
  private async chosenGrades(
    profileId: string,
    gradeIdsJson: string | undefined,
  ): Promise<GradeRow[]> {
    let ids: unknown;
    try {
      ids = JSON.parse(gradeIdsJson ?? '[]');
    } catch {
      ids = null;
    }
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every(isUuid)) {
      throw new BadRequestException(STUDENT_MESSAGES.gradeVerifyNoGrades);
    }
    const rows = await this.grades.findOwn(profileId, ids);
    if (rows.length !== new Set(ids).size) {
      throw new NotFoundException(STUDENT_MESSAGES.itemNotFound);
    }
    const unverified = rows.filter((row) => row.verification_status !== 'verified');
    if (unverified.length === 0)
      throw new BadRequestException(STUDENT_MESSAGES.gradeVerifyNoGrades);
    return unverified;
  }

  // An unreadable PDF is not the student's fault to be told about: an admin reads it instead.
  private async readText(file: string): Promise<string> {
    try {
      return await extractPdfText(file);
    } catch (error) {
      this.logger.warn(`Kunne ikke lese tekst i karakterdokument: ${(error as Error).message}`);
      return '';
    }
  }
}

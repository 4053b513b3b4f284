import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { STUDENT_LIMITS, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { ResumeAnalysisResponse } from '@yrkesbro/contracts';
import type { FileRule, ReceivedForm } from '../uploads/multipart-files';
import { extractPdfText } from './pdf-text';
import { ResumeAi } from './resume-ai';
import { readResumeFacts } from './resume-rules';

export const RESUME_FILE: Record<string, FileRule> = {
  resume: {
    kinds: ['pdf'],
    maxBytes: STUDENT_LIMITS.resumeMaxBytes,
    maxCount: 1,
    wrongType: STUDENT_MESSAGES.resumePdfOnly,
    tooLarge: STUDENT_MESSAGES.resumeTooLarge,
  },
};

/**
 * Reads name, place and a short bio off a CV. Offline, text extraction plus our rules do it;
 * with a model configured, the model does, and the rules answer if it fails. The answer says
 * which ran. Nothing is stored: the CV is read and deleted, the student decides what to keep.
 */
@Injectable()
export class ResumeAnalysisService {
  private readonly logger = new Logger(ResumeAnalysisService.name);

  constructor(private readonly ai: ResumeAi) {}

  async analyze(form: ReceivedForm): Promise<ResumeAnalysisResponse> {
    try {
      const file = form.files[0];
      if (!file) throw new BadRequestException(STUDENT_MESSAGES.resumePdfOnly);
      const text = await extractPdfText(file.path).catch(() => '');
      if (!text.trim()) throw new BadRequestException(STUDENT_MESSAGES.resumeUnreadable);
      if (this.ai.enabled) {
        try {
          return { analysis: await this.ai.read(text), source: 'ai' };
        } catch (error) {
          this.logger.warn(`Språkmodellen kunne ikke lese CV-en: ${(error as Error).message}`);
        }
      }
      return { analysis: readResumeFacts(text), source: 'rules' };
    } finally {
      await form.discard();
    }
  }
}

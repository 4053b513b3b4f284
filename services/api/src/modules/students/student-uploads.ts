import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { receiveMultipart } from '../uploads/multipart-files';
import type { FileRule, ReceivedForm } from '../uploads/multipart-files';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';

// Generous for a person filling in a profile, small for a script filling a disk or the CPU
// (PDF reading and image encoding are the API's most expensive work).
const UPLOADS_PER_HOUR = 60;

/** Receives a student's upload, counted against the hourly limit before a byte is read. */
@Injectable()
export class StudentUploads {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly storage: UploadStorage,
  ) {}

  async receive(
    user: User,
    request: FastifyRequest,
    rules: Record<string, FileRule>,
  ): Promise<ReceivedForm> {
    await this.limiter.hit({
      key: `student-upload:${user.id}`,
      limit: UPLOADS_PER_HOUR,
      windowSeconds: 3600,
    });
    return receiveMultipart(request, this.storage, rules);
  }
}

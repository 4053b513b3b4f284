import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { receiveMultipart } from './multipart-files';
import type { FileRule, ReceivedForm } from './multipart-files';
import { UploadStorage } from './upload-storage.service';
import type { User } from '../users/user.entity';

// Generous for a person filling in a profile, small for a script filling a disk or the CPU
// (PDF reading and image encoding are the API's most expensive work).
export const UPLOADS_PER_HOUR = 60;

/**
 * Receives an account's upload (a student's files, a company's logo), counted against one
 * hourly limit per account before a byte is read.
 */
@Injectable()
export class UserUploads {
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
      key: `upload:${user.id}`,
      limit: UPLOADS_PER_HOUR,
      windowSeconds: 3600,
    });
    return receiveMultipart(request, this.storage, rules);
  }
}

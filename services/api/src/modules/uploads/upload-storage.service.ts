import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { ImageType } from './image-type';

export const UPLOADS_URL_PREFIX = '/api/uploads/';

/** Files on local disk under UPLOAD_DIR, served read-only at /api/uploads/. */
@Injectable()
export class UploadStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Stores under a random name (never the uploader's) and answers the public URL. */
  async save(folder: string, data: Buffer, type: ImageType): Promise<string> {
    const name = `${randomUUID()}.${type}`;
    const dir = path.join(this.config.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), data, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${folder}/${name}`;
  }

  /** Removes a file we stored earlier; anything else is left alone. */
  async remove(url: string | null): Promise<void> {
    const match = url?.match(/^\/api\/uploads\/([a-z-]+)\/([0-9a-f-]{36}\.(?:png|jpg|gif))$/);
    if (!match) return;
    await rm(path.join(this.config.uploadDir, match[1], match[2]), { force: true });
  }
}

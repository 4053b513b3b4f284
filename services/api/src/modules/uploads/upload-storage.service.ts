import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { FileKind } from './file-kind';

export const UPLOADS_URL_PREFIX = '/api/uploads/';

const STORED_NAME = /^[a-z-]+\/[0-9a-f-]{36}\.(?:png|jpg|gif|pdf|mp4|mov|webm|avi)$/;

/**
 * Files on local disk. Public ones live under UPLOAD_DIR, served read-only at /api/uploads/;
 * private ones (grade documents) and uploads still arriving live under PRIVATE_UPLOAD_DIR,
 * which nothing serves. Every file gets a random name, never the uploader's.
 */
@Injectable()
export class UploadStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Stores bytes already in memory and answers the public URL. */
  async save(folder: string, data: Buffer, kind: FileKind): Promise<string> {
    const key = await this.newKey(this.config.uploadDir, folder, kind);
    await writeFile(path.join(this.config.uploadDir, key), data, { flag: 'wx' });
    return UPLOADS_URL_PREFIX + key;
  }

  /** A fresh path for an upload that is still arriving; it is moved in or removed afterwards. */
  async incomingPath(): Promise<string> {
    const dir = path.join(this.config.privateUploadDir, 'incoming');
    await mkdir(dir, { recursive: true });
    return path.join(dir, randomUUID());
  }

  /** Moves a received file into the public folder and answers its URL. */
  async publish(file: string, folder: string, kind: FileKind): Promise<string> {
    const key = await this.newKey(this.config.uploadDir, folder, kind);
    await moveFile(file, path.join(this.config.uploadDir, key));
    return UPLOADS_URL_PREFIX + key;
  }

  /** Moves a received file into the private folder and answers its key. */
  async keepPrivate(file: string, folder: string, kind: FileKind): Promise<string> {
    const key = await this.newKey(this.config.privateUploadDir, folder, kind);
    await moveFile(file, path.join(this.config.privateUploadDir, key));
    return key;
  }

  /** Where a private file is, for the few who may read it. */
  privatePath(key: string): string | null {
    return STORED_NAME.test(key) ? path.join(this.config.privateUploadDir, key) : null;
  }

  /** Where a public file we stored is on disk; null for any other URL. */
  publicPath(url: string | null | undefined): string | null {
    const key = url?.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
    return STORED_NAME.test(key) ? path.join(this.config.uploadDir, key) : null;
  }

  /** Removes a public file we stored earlier; anything else is left alone. */
  async remove(url: string | null | undefined): Promise<void> {
    const file = this.publicPath(url);
    if (file) await rm(file, { force: true });
  }

  async removeAll(urls: readonly (string | null | undefined)[]): Promise<void> {
    await Promise.all(urls.map((url) => this.remove(url)));
  }

  async removePrivate(key: string | null | undefined): Promise<void> {
    const file = key ? this.privatePath(key) : null;
    if (file) await rm(file, { force: true });
  }

  private async newKey(root: string, folder: string, kind: FileKind): Promise<string> {
    await mkdir(path.join(root, folder), { recursive: true });
    return `${folder}/${randomUUID()}.${kind}`;
  }
}

// The two folders may sit on different disks, where rename cannot work.
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

import { Injectable } from '@nestjs/common';
import { DATA_EXPORTS_PER_HOUR, dataExportFileName } from '@yrkesbro/contracts';
import type { Readable } from 'node:stream';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { UPLOADS_URL_PREFIX, UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { PersonalDataRepository } from './personal-data.repository';
import { zipStream } from './zip-stream';
import type { ZipEntry } from './zip-stream';

const FILES_FOLDER = 'filer';

/** "Last ned dataene mine": everything we hold about the user, with their files, as one zip. */
@Injectable()
export class DataExportService {
  constructor(
    private readonly personalData: PersonalDataRepository,
    private readonly storage: UploadStorage,
    private readonly limiter: RateLimiter,
  ) {}

  async export(user: User, now = new Date()): Promise<{ fileName: string; zip: Readable }> {
    await this.limiter.hit({
      key: `data-export:${user.id}`,
      limit: DATA_EXPORTS_PER_HOUR,
      windowSeconds: 3600,
    });
    const [data, stored] = await Promise.all([
      this.personalData.collect(user.id),
      this.personalData.files(user.id),
    ]);
    const files = [
      ...stored.publicUrls.map((url) => ({
        name: `${FILES_FOLDER}/${url.slice(UPLOADS_URL_PREFIX.length)}`,
        source: url,
        file: this.storage.publicPath(url),
      })),
      ...stored.privateKeys.map((key) => ({
        name: `${FILES_FOLDER}/${key}`,
        source: key,
        file: this.storage.privatePath(key),
      })),
    ].filter((entry): entry is { name: string; source: string; file: string } => !!entry.file);
    const json = {
      exportedAt: now.toISOString(),
      about:
        'Alt Yrkesbro har lagret om deg. Filene du har lastet opp, ligger i mappen «filer»; «files» sier hvor hver av dem hører til.',
      ...data,
      files: files.map(({ name, source }) => ({ name, source })),
    };
    const entries: ZipEntry[] = [
      { name: 'data.json', data: Buffer.from(JSON.stringify(json, null, 2)) },
      ...files.map(({ name, file }) => ({ name, file })),
    ];
    return { fileName: dataExportFileName(now), zip: zipStream(entries) };
  }
}

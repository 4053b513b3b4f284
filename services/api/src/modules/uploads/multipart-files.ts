import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { detectFileKind, SIGNATURE_BYTES } from './file-kind';
import type { FileKind } from './file-kind';
import type { UploadStorage } from './upload-storage.service';

/** What one multipart field may carry. */
export interface FileRule {
  kinds: readonly FileKind[];
  maxBytes: number;
  maxCount: number;
  wrongType: string;
  tooLarge: string;
  tooMany?: string;
}

export interface ReceivedFile {
  field: string;
  /** A private path; move it with UploadStorage.publish/keepPrivate, or discard the form. */
  path: string;
  kind: FileKind;
  bytes: number;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Removes every received file that was not moved away. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart form, streaming each file straight to disk: a file is never held whole
 * in memory, its type is decided by its first bytes, and it is refused the moment it passes
 * its size limit. Fields come first in our forms, so they are known before the files arrive.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  storage: UploadStorage,
  rules: Record<string, FileRule>,
): Promise<ReceivedForm> {
  const files: ReceivedFile[] = [];
  // Every path written to, including a file refused halfway.
  const paths: string[] = [];
  let currentField = '';
  const discard = async () => {
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  };
  if (!request.isMultipart()) {
    return { fields: toFields(request.body), files, discard };
  }
  const fields: Record<string, string> = {};
  const limits = Object.values(rules);
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: Math.max(...limits.map((rule) => rule.maxBytes)) + 1,
        files: limits.reduce((sum, rule) => sum + rule.maxCount, 0) + 1,
        fields: 30,
        fieldSize: 64 * 1024,
      },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const rule = rules[part.fieldname];
      if (!rule) {
        part.file.resume();
        continue;
      }
      if (files.filter((file) => file.field === part.fieldname).length >= rule.maxCount) {
        throw new BadRequestException(rule.tooMany ?? rule.tooLarge);
      }
      currentField = part.fieldname;
      const path = await storage.incomingPath();
      paths.push(path);
      const inspector = new FileInspector(rule);
      const written = createWriteStream(path, { flags: 'wx' });
      try {
        await pipeline(part.file, inspector, written);
      } finally {
        // A file refused at its first bytes can fail the pipeline before the file is open: it is
        // created after, and would outlive the discard unless that waits for it to close.
        if (!written.closed) await once(written, 'close');
      }
      // A file input left empty still sends a part, with no bytes.
      if (inspector.bytes === 0) continue;
      files.push({ field: part.fieldname, path, kind: inspector.finish(), bytes: inspector.bytes });
    }
  } catch (error) {
    await discard();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new BadRequestException(rules[currentField]?.tooLarge ?? 'Filen er for stor.');
    }
    if (code === 'FST_FILES_LIMIT') {
      const rule = limits.find((candidate) => candidate.tooMany) ?? limits[0];
      throw new BadRequestException(rule.tooMany ?? rule.tooLarge);
    }
    if (isMalformedMultipart(error)) throw new BadRequestException(MALFORMED_FORM);
    throw error;
  }
  return { fields, files, discard };
}

/** Passes a file through, deciding its kind from the first bytes and counting the rest. */
class FileInspector extends Transform {
  bytes = 0;
  private head = Buffer.alloc(0);
  private kind: FileKind | null = null;

  constructor(private readonly rule: FileRule) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.rule.maxBytes) {
      done(new BadRequestException(this.rule.tooLarge));
      return;
    }
    if (this.kind === null && this.head.length < SIGNATURE_BYTES) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, SIGNATURE_BYTES);
      if (this.head.length >= SIGNATURE_BYTES && !this.accept()) {
        done(new BadRequestException(this.rule.wrongType));
        return;
      }
    }
    done(null, chunk);
  }

  /** The kind of a complete file (short files are judged on what there is). */
  finish(): FileKind {
    if (this.kind === null && !this.accept()) throw new BadRequestException(this.rule.wrongType);
    return this.kind as FileKind;
  }

  private accept(): boolean {
    const kind = detectFileKind(this.head);
    if (!kind || !this.rule.kinds.includes(kind)) return false;
    this.kind = kind;
    return true;
  }
}

const MALFORMED_FORM = 'Skjemaet kunne ikke leses. Prøv å sende det på nytt.';

/**
 * The multipart parser's own complaint about the bytes sent (cut short, no boundary, a broken
 * part header): a plain Error with no code, unlike a disk's failure, which is the server's.
 */
function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === undefined &&
    /multipart|part header|end of form|boundary/i.test(error.message)
  );
}

/**
 * A JSON body read as a form: text as it is, a number or yes/no as the text a form would send.
 * A list or an object is no form's value and is left out (turning one nested thousands of levels
 * deep back into text would overflow the stack).
 */
function toFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [[key, String(value)]]
        : [],
    ),
  );
}

import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export interface MultipartForm {
  fields: Record<string, string>;
  file?: { field: string; data: Buffer };
}

/**
 * Reads a multipart form with at most one file, refusing it past `maxFileBytes` while it is
 * still arriving (the rest is never buffered).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  {
    fileField,
    maxFileBytes,
    tooLargeMessage,
  }: { fileField: string; maxFileBytes: number; tooLargeMessage: string },
): Promise<MultipartForm> {
  if (!request.isMultipart()) return { fields: (request.body as Record<string, string>) ?? {} };
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxFileBytes, files: 1, fields: 30 },
    })) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === fileField) {
        form.file = { field: part.fieldname, data: await part.toBuffer() };
      } else {
        await part.toBuffer();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new BadRequestException(tooLargeMessage);
    throw error;
  }
  return form;
}

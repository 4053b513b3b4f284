import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';

/** A file of the archive: bytes already in memory (compressed) or a file on disk (stored as is). */
export type ZipEntry = { name: string; data: Uint8Array } | { name: string; file: string };

/**
 * The entries as a zip, streamed: files are read from disk while the archive goes out, and a
 * slow reader pauses the reading, so a student's videos never sit whole in memory. A file that
 * is gone from disk (deleted meanwhile) is left out.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  void (async () => {
    for (const entry of entries) {
      if (out.destroyed) return;
      if ('data' in entry) {
        const file = new ZipDeflate(entry.name, { level: 6 });
        zip.add(file);
        file.push(entry.data, true);
      } else await addFile(zip, entry.name, entry.file, out);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

// Images, PDFs and videos are compressed already: stored, not deflated again.
async function addFile(zip: Zip, name: string, path: string, out: PassThrough): Promise<void> {
  const source = createReadStream(path);
  try {
    await once(source, 'open');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const file = new ZipPassThrough(name);
  zip.add(file);
  for await (const chunk of source) {
    file.push(chunk as Buffer);
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    // The reader went away: stop reading rather than zip for nobody.
    if (out.destroyed) {
      source.destroy();
      return;
    }
  }
  file.push(new Uint8Array(0), true);
}

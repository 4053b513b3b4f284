import { unzipSync } from 'fflate';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { zipStream } from './zip-stream';

describe('zipStream', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'yb-zip-stream-'));

  it('zips bytes and files from disk, leaving out a file that is gone', async () => {
    const video = Buffer.alloc(3 * 1024 * 1024, 7);
    writeFileSync(path.join(dir, 'video.mp4'), video);
    const zip = await buffer(
      zipStream([
        { name: 'data.json', data: Buffer.from('{"navn":"Kari Ærlig"}') },
        { name: 'filer/videos/video.mp4', file: path.join(dir, 'video.mp4') },
        { name: 'filer/avatars/borte.jpg', file: path.join(dir, 'borte.jpg') },
      ]),
    );
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual(['data.json', 'filer/videos/video.mp4']);
    expect(Buffer.from(files['data.json']).toString()).toBe('{"navn":"Kari Ærlig"}');
    expect(Buffer.from(files['filer/videos/video.mp4']).equals(video)).toBe(true);
  });

  it('lets the reader go away in the middle of a file, without an error', async () => {
    writeFileSync(path.join(dir, 'stor.mp4'), Buffer.alloc(8 * 1024 * 1024, 1));
    const stream = zipStream([{ name: 'stor.mp4', file: path.join(dir, 'stor.mp4') }]);
    stream.once('data', () => stream.destroy());
    await new Promise((resolve) => stream.once('close', resolve));
    expect(stream.destroyed).toBe(true);
  });
});

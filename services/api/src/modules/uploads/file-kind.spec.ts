import { detectFileKind } from './file-kind';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('detectFileKind', () => {
  it.each([
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0])],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['gif', bytes('GIF89a')],
    ['pdf', bytes('%PDF-1.7\n')],
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f])],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0])],
    ['mov', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0])],
    ['avi', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
  ])('recognises %s by its first bytes', (kind, head) => {
    expect(detectFileKind(head)).toBe(kind);
  });

  it.each([
    ['an audio-only MPEG-4', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0])],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['a WAV file', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['text named .png', bytes('hello, world!')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(detectFileKind(head)).toBeNull();
  });
});

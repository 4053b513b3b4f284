import { IMAGE_SIGNATURES } from '@yrkesbro/contracts';
import type { ImageKind } from '@yrkesbro/contracts';

/**
 * The file formats we accept, recognised by their first bytes, never by name or claimed type.
 * The kind doubles as the stored file's extension, which decides the type it is served with.
 */
export type FileKind = ImageKind | 'pdf' | 'mp4' | 'mov' | 'webm' | 'avi';

export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpg', 'gif'];
export const VIDEO_KINDS: readonly FileKind[] = ['mp4', 'mov', 'webm', 'avi'];

/** How many leading bytes detection needs. */
export const SIGNATURE_BYTES = 16;

const PREFIXES: readonly { kind: FileKind; bytes: readonly number[] }[] = [
  // The images as the pages tell them before sending.
  ...IMAGE_SIGNATURES,
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // EBML: WebM and Matroska.
  { kind: 'webm', bytes: [0x1a, 0x45, 0xdf, 0xa3] },
];

// ISO base media brands that hold video; audio-only (M4A) and still-image (HEIC, AVIF) brands don't.
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
  'dash',
  'mmp4',
  'msnv',
  'f4v ',
  'XAVC',
  'MSNV',
]);

export function detectFileKind(head: Buffer): FileKind | null {
  const prefixed = PREFIXES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  if (prefixed) return prefixed.kind;
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    if (brand === 'qt  ') return 'mov';
    return VIDEO_BRANDS.has(brand) ? 'mp4' : null;
  }
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ') {
    return 'avi';
  }
  return null;
}

/**
 * The image formats uploads take (JPG, PNG, GIF), told by their first bytes, never by name or
 * claimed type: the API refuses anything else, and a page can tell before sending.
 */
export type ImageKind = 'png' | 'jpg' | 'gif';

export const IMAGE_SIGNATURES: readonly { kind: ImageKind; bytes: readonly number[] }[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** How many first bytes tell an image's kind. */
export const IMAGE_SIGNATURE_BYTES = 8;

export function imageKindOf(head: Uint8Array): ImageKind | null {
  const match = IMAGE_SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match?.kind ?? null;
}

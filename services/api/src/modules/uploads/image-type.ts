/** The image formats we accept, recognised by their first bytes, never by name or claimed type. */
export type ImageType = 'png' | 'jpg' | 'gif';

const SIGNATURES: { type: ImageType; bytes: number[] }[] = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

export function detectImageType(data: Buffer): ImageType | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => data[i] === byte))?.type ?? null;
}

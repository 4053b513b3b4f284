import sharp from 'sharp';
import { runHeavy } from '../../common/heavy-work';
import type { FileKind } from './file-kind';

// A photo from any phone fits; a decompression bomb does not.
const MAX_INPUT_PIXELS = 40_000_000;

export class InvalidImageError extends Error {}

/**
 * Square JPEGs of a photo, decoded once. Re-encoding turns it upright, drops EXIF (and the
 * GPS position phones write there) and paints transparency white instead of sharp's black.
 */
export function squareJpegs(file: string, sizes: number[]): Promise<Buffer[]> {
  return encode(() => {
    const photo = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' });
    return Promise.all(
      sizes.map((size) =>
        photo
          .clone()
          .resize(size, size, { fit: 'cover' })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer(),
      ),
    );
  });
}

/**
 * The image in its own format, at most `maxSide` pixels wide and high, without metadata;
 * an animated GIF stays animated.
 */
export function boundedImage(file: string, kind: FileKind, maxSide: number): Promise<Buffer> {
  return encode(() => {
    const animated = kind === 'gif';
    const image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, animated });
    const upright = animated ? image : image.rotate();
    const sized = upright.resize({
      width: maxSide,
      height: maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (kind === 'png') return sized.png().toBuffer();
    if (kind === 'gif') return sized.gif().toBuffer();
    return sized.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  });
}

// The first bytes said image; if the rest does not decode, it was not one.
async function encode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await runHeavy(work);
  } catch (error) {
    throw new InvalidImageError((error as Error).message);
  }
}

import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  PHOTO_TARGET,
  THUMB_LONG_SIDE,
  photoTypeOf,
  type PhotoType,
} from '../../../src/domain/engine';
import { keyedError } from '../../shared/keyedErrors';

/** A photo as kept: re-encoded in its own type, no metadata, and its thumbnail. */
export interface KeptPhoto {
  type: PhotoType;
  bytes: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  sha256: string;
}

/** A picture of at most this many pixels is decoded (a small file may unpack to a huge one). */
const MAX_PIXELS = 50_000_000;

const encode = (image: Sharp, type: PhotoType) =>
  type === 'image/png'
    ? image.png({ compressionLevel: 8 })
    : type === 'image/webp'
      ? image.webp({ quality: 80 })
      : image.jpeg({ quality: 82 });

const inside = (side: number) =>
  ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;

/**
 * A sent photo made safe to keep and serve (issue 50 §4): its type told by its bytes (JPEG, PNG
 * or WebP, whatever its name said), turned upright, decoded and encoded again — which drops its
 * metadata (EXIF location, camera) and anything hidden after the picture — at most the device's
 * long side, with a thumbnail. 400 for anything else or a picture that does not decode.
 */
export async function keptPhoto(sent: Buffer): Promise<KeptPhoto> {
  const type = photoTypeOf(sent);
  if (!type) throw keyedError([{ key: 'app.photo.type' }]);
  try {
    const image = sharp(sent, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const full = await encode(image.clone().resize(inside(PHOTO_TARGET.longSide)), type).toBuffer({
      resolveWithObject: true,
    });
    const thumb = await encode(image.clone().resize(inside(THUMB_LONG_SIDE)), type).toBuffer();
    return {
      type,
      bytes: full.data,
      thumb,
      width: full.info.width,
      height: full.info.height,
      sha256: createHash('sha256').update(sent).digest('hex'),
    };
  } catch {
    throw keyedError([{ key: 'app.photo.unreadable' }]);
  }
}

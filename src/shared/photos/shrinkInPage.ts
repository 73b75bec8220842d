import { PHOTO_TARGET } from '../../domain/engine/photos';

/** The quality a photo is encoded at first, and once more before it is made smaller. */
const QUALITIES = [0.8, 0.6];

/** Width and height within the long side, the proportions kept. */
export function fitted(width: number, height: number, longSide: number) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function drawn(bitmap: ImageBitmap, width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  // a smooth downscale: finer than the default, and a smaller JPEG for the same quality
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

/**
 * A photo drawn again at most PHOTO_TARGET.longSide on its long side and encoded as JPEG until
 * it weighs at most PHOTO_TARGET.bytes: drawing it anew leaves its EXIF (location, camera)
 * behind. Upright as the camera meant (`imageOrientation`). A few encodes at most: two
 * qualities, then the picture made smaller by what its size says (a JPEG's bytes go with its
 * pixels). Runs where OffscreenCanvas exists (a worker, or the page).
 */
export async function shrinkWithCanvas(photo: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    let { width, height } = fitted(bitmap.width, bitmap.height, PHOTO_TARGET.longSide);
    let canvas = drawn(bitmap, width, height);
    let out: Blob | undefined;
    for (const quality of QUALITIES) {
      out = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      if (out.size <= PHOTO_TARGET.bytes) return out;
    }
    for (let tries = 0; tries < 4; tries++) {
      const scale = Math.sqrt(PHOTO_TARGET.bytes / out!.size) * 0.9;
      width = Math.max(1, Math.round(width * scale));
      height = Math.max(1, Math.round(height * scale));
      canvas = drawn(bitmap, width, height);
      out = await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITIES.at(-1) });
      if (out.size <= PHOTO_TARGET.bytes) return out;
    }
    throw new Error('the photo would not become small enough');
  } finally {
    bitmap.close();
  }
}

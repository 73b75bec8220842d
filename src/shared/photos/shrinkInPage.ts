import { PHOTO_TARGET } from '../../domain/engine/photos';

/** Lower qualities tried in turn until the photo fits; then the picture is made smaller. */
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];

/** Width and height within the long side, the proportions kept. */
export function fitted(width: number, height: number, longSide: number) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A photo drawn again at most PHOTO_TARGET.longSide on its long side and encoded as JPEG until
 * it weighs at most PHOTO_TARGET.bytes: drawing it anew leaves its EXIF (location, camera)
 * behind. Upright as the camera meant (`imageOrientation`). Runs where OffscreenCanvas exists
 * (a worker, or the page).
 */
export async function shrinkWithCanvas(photo: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  let longSide: number = PHOTO_TARGET.longSide;
  try {
    for (;;) {
      const { width, height } = fitted(bitmap.width, bitmap.height, longSide);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of QUALITIES) {
        const out = await canvas.convertToBlob({ type: 'image/jpeg', quality });
        if (out.size <= PHOTO_TARGET.bytes) return out;
      }
      longSide = Math.round(longSide * 0.75);
    }
  } finally {
    bitmap.close();
  }
}

import { PHOTO_TARGET, photoTypeOf } from '../../domain/engine/photos';

export class PhotoProblem extends Error {
  constructor(readonly key: 'app.photo.notPicture' | 'app.photo.cannotShrink') {
    super(key);
  }
}

type Reply = { photo: Blob } | { failed: true };

const canShrink = () =>
  typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined';

/**
 * A chosen photo made ready to send (issue 50): a JPEG, PNG or WebP by its bytes, shrunk in a
 * worker to at most 1 600 px and 300 KB with its metadata gone. Where the browser cannot draw
 * off the page, a photo already small enough is taken as it is (the server re-encodes every
 * photo, dropping its metadata); a larger one is refused with the reason.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = photoTypeOf(head);
  if (!type) throw new PhotoProblem('app.photo.notPicture');
  if (!canShrink()) {
    if (file.size <= PHOTO_TARGET.bytes) return new Blob([file], { type });
    throw new PhotoProblem('app.photo.cannotShrink');
  }
  if (typeof Worker === 'undefined') {
    const { shrinkWithCanvas } = await import('./shrinkInPage');
    return shrinkWithCanvas(file).catch(() => {
      throw new PhotoProblem('app.photo.cannotShrink');
    });
  }
  const started = performance.now();
  const worker = new Worker(new URL('./shrink.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<Reply>) => {
      worker.terminate();
      // how long the device took, for bench:web (User Timing)
      performance.measure?.('photo-shrink', { start: started });
      if ('photo' in data) resolve(data.photo);
      else reject(new PhotoProblem('app.photo.cannotShrink'));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new PhotoProblem('app.photo.cannotShrink'));
    };
    worker.postMessage({ photo: file });
  });
}

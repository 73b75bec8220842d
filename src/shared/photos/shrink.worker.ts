import { shrinkWithCanvas } from './shrinkInPage';

// a photo shrunk off the page's thread (issue 50): the camera's 4 MB in, about 300 KB out
self.onmessage = async ({ data }: MessageEvent<{ photo: Blob }>) => {
  try {
    self.postMessage({ photo: await shrinkWithCanvas(data.photo) });
  } catch {
    self.postMessage({ failed: true });
  }
};

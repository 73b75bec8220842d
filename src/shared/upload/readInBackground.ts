import { SheetFileError, type SheetFileProblem } from './sheetFile';

type Reply = { rows: unknown[][] } | { problem: SheetFileProblem };

/**
 * The first sheet of a csv/xlsx/xls file as rows, read in a Web Worker (SheetJS stays out of
 * the page's bundle and thread); where there is none (jsdom), on the page.
 */
export async function readInBackground(file: File, signal: AbortSignal): Promise<unknown[][]> {
  const buffer = await file.arrayBuffer();
  signal.throwIfAborted();
  if (typeof Worker === 'undefined') {
    const { readFirstSheet } = await import('./readSheet');
    return readFirstSheet(buffer, file.name);
  }
  const worker = new Worker(new URL('./readSheet.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<unknown[][]>((resolve, reject) => {
    signal.addEventListener('abort', () => {
      worker.terminate();
      reject(signal.reason);
    });
    worker.onmessage = ({ data }: MessageEvent<Reply>) => {
      worker.terminate();
      if ('rows' in data) resolve(data.rows);
      else reject(new SheetFileError(data.problem));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new SheetFileError('unreadable'));
    };
    worker.postMessage({ buffer, name: file.name }, [buffer]);
  });
}

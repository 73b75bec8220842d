import type { VolunteerReference } from '../../domain/volunteer';
import type { ParseReply, ParseRequest } from './parseMessages';
import type { ParsedVolunteerFile } from './parseVolunteerFile';
import { SheetFileError } from '../../shared/upload/sheetFile';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function parseInWorker(
  request: ParseRequest,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ParsedVolunteerFile> {
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ParsedVolunteerFile>((resolve, reject) => {
    const stop = () => worker.terminate();
    signal.addEventListener('abort', () => {
      stop();
      reject(signal.reason);
    });
    worker.onmessage = ({ data }: MessageEvent<ParseReply>) => {
      if (data.type === 'progress') return onProgress(data.fraction);
      stop();
      if (data.type === 'done') resolve(data.result);
      else reject(new SheetFileError(data.problem));
    };
    worker.onerror = () => {
      stop();
      reject(new SheetFileError('unreadable'));
    };
    worker.postMessage(request, [request.buffer]);
  });
}

/**
 * Parses the file off the main thread in a Web Worker; where there is none (jsdom), on the
 * main thread in chunks that let the page repaint in between.
 */
export async function parseInBackground(
  file: File,
  reference: VolunteerReference,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ParsedVolunteerFile> {
  const buffer = await file.arrayBuffer();
  signal.throwIfAborted();
  if (typeof Worker !== 'undefined') {
    return parseInWorker({ buffer, name: file.name, reference }, onProgress, signal);
  }
  // loaded only here: SheetJS stays out of the page's bundle
  const { parseVolunteerFile } = await import('./parseVolunteerFile');
  return parseVolunteerFile(buffer, file.name, reference, onProgress, {
    pause: async () => {
      await nextTask();
      signal.throwIfAborted();
    },
  });
}

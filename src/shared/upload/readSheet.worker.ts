import { readFirstSheet } from './readSheet';
import { SheetFileError } from './sheetFile';

/** Reads the first sheet of a file off the page's thread: its rows, or why it could not. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = ({ data }: MessageEvent<{ buffer: ArrayBuffer; name: string }>) => {
  try {
    scope.postMessage({ rows: readFirstSheet(data.buffer, data.name) });
  } catch (error) {
    scope.postMessage({ problem: error instanceof SheetFileError ? error.problem : 'unreadable' });
  }
};

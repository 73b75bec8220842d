// A worker thread's entry for a TypeScript module (workerData.entry): the server runs under
// tsx, whose loader a worker does not inherit, so the worker registers it before importing.
import { workerData } from 'node:worker_threads';

try {
  const { register } = await import('tsx/esm/api');
  register();
} catch {
  // no tsx: the entry is plain JavaScript
}
await import(workerData.entry);

import { Worker } from 'node:worker_threads';
import type {
  RowErrors,
  VolunteerMode,
  VolunteerReference,
} from '../../../src/domain/modules/volunteers';
import type { DatabaseKind } from '../../db/createDatabase';
import type { InsertPayload } from '../../engine/repositories/tableInsert';

/** An upload's rows, in more than one message; the first says what they are checked against. */
export interface CheckJob {
  id: number;
  rows: readonly Record<string, unknown>[];
  /** More rows of the same upload follow in the next message. */
  more: boolean;
  reference?: VolunteerReference;
  mode?: VolunteerMode;
  /** The database the payloads are for (their form, tableInsert.ts). */
  kind?: DatabaseKind;
  /** The upload's rows in all its messages. */
  total?: number;
}

/** A step of good rows built for the store, the end with every bad row, or a failure. */
export type CheckReply =
  | { id: number; payload: InsertPayload }
  | { id: number; errors: RowErrors[] }
  | { id: number; failed: string };

interface Waiting {
  onPayload: (payload: InsertPayload) => void;
  resolve: (errors: RowErrors[]) => void;
  reject: (error: Error) => void;
}

/** Rows sent in the first message of an upload, and in each later one. */
const FIRST_ROWS = 500;
const PART_ROWS = 2000;

const ENTRY = new URL('../../shared/workerEntry.mjs', import.meta.url);
const CHECKER = new URL('./uploadCheckWorker.ts', import.meta.url).href;

let worker: Worker | undefined;
/** A worker that could not start or died: later uploads are checked on the server's thread. */
let unavailable = false;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function stopped(error: Error) {
  unavailable = true;
  worker = undefined;
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
}

function receive(message: CheckReply) {
  const job = waiting.get(message.id);
  if (!job) return;
  if ('payload' in message) {
    try {
      return job.onPayload(message.payload);
    } catch (error) {
      // in a message handler a throw would end the server: the upload fails instead
      message = { id: message.id, failed: error instanceof Error ? error.message : String(error) };
    }
  }
  waiting.delete(message.id);
  // idle, it does not keep the process alive
  if (waiting.size === 0) worker?.unref();
  if ('errors' in message) job.resolve(message.errors);
  else job.reject(new Error(`upload check: ${message.failed}`));
}

function checker(): Worker | undefined {
  if (unavailable) return undefined;
  if (!worker) {
    try {
      worker = new Worker(ENTRY, { workerData: { entry: CHECKER } });
    } catch {
      unavailable = true;
      return undefined;
    }
    worker.unref();
    worker.on('message', receive);
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`upload check: the worker ended (${code})`)));
  }
  return worker;
}

/** The worker started before the first upload needs it (its modules take a moment to load). */
export const warmUploadCheck = () => void checker();

/**
 * An upload's rows checked in the worker thread, each step of good rows handed to `onPayload`
 * built for the volunteer store (as long as no row has failed); answers every bad row's
 * messages, or undefined when no worker can run (the caller checks on its own thread). One
 * upload at a time: a second one's rows wait for the first's.
 */
export function checkInWorker(
  rows: readonly Record<string, unknown>[],
  reference: VolunteerReference,
  mode: VolunteerMode,
  kind: DatabaseKind,
  onPayload: (payload: InsertPayload) => void,
): Promise<RowErrors[]> | undefined {
  const thread = checker();
  if (!thread) return undefined;
  const id = ++nextId;
  thread.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { onPayload, resolve, reject });
    // in parts, the first small and sent now, each later one copied over in a later turn: the
    // worker checks a part while the next is copied, and this thread sends the first step's
    // statements in between (copying all parts at once held it for 35 ms)
    const post = (from: number) => {
      const to = Math.min(rows.length, from + (from === 0 ? FIRST_ROWS : PART_ROWS));
      const more = to < rows.length;
      const first = from === 0 ? { reference, mode, kind, total: rows.length } : {};
      thread.postMessage({ id, rows: rows.slice(from, to), more, ...first } satisfies CheckJob);
      if (more) setImmediate(() => waiting.has(id) && post(to));
    };
    post(0);
  });
}

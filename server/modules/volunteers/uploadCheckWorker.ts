// A worker thread that checks an upload's rows and builds their inserts, so that the server's
// own thread (PGlite's too) stores one step while the next is checked (issue 44, point 15).
import { parentPort } from 'node:worker_threads';
import { swayamsevak } from '../../../src/domain/modules';
import { validateRows, type RowErrors } from '../../../src/domain/modules/volunteers';
import { insertFormOf, tableInsertPayload } from '../../engine/repositories/tableInsert';
import { storedRecord } from '../../engine/services/entityRecords';
import type { CheckJob, CheckReply } from './uploadCheckPool';
import { VOLUNTEER_TABLE } from './volunteerRecords';

/** Rows checked at a time; each insert's rows, growing so the database never waits long. */
const CHECK_STEP = 500;
const STORE_STEPS = [500, 1000, 2000];
// the place is the store's, read under the tree's lock: a payload leaves it out
const NO_PLACE = { location_id: 0, path: '' } as Parameters<typeof storedRecord>[2];

/** An upload being checked: its rows come in more than one message, the first says the rest. */
type Upload = Required<Omit<CheckJob, 'id' | 'rows' | 'more'>> & {
  checked: number;
  errors: RowErrors[];
  pending: Record<string, unknown>[];
  inserts: number;
};
const uploads = new Map<number, Upload>();
const reply = (message: CheckReply) => parentPort!.postMessage(message);

function send(id: number, upload: Upload) {
  const { kind, total } = upload;
  const records = upload.pending.map((v) => storedRecord(swayamsevak, v, NO_PLACE));
  const payload = tableInsertPayload(VOLUNTEER_TABLE, records, insertFormOf(kind, total));
  reply({ id, payload });
  upload.pending = [];
  upload.inserts += 1;
}

function started({ reference, mode, kind, total }: CheckJob): Upload {
  if (!reference || !mode || !kind || total === undefined)
    throw new Error('upload check: the first part says what the rows are checked against');
  return { reference, mode, kind, total, checked: 0, errors: [], pending: [], inserts: 0 };
}

function check(job: CheckJob) {
  const { id, rows, more } = job;
  const upload = uploads.get(id) ?? started(job);
  const { reference, mode } = upload;
  uploads.set(id, upload);
  for (let start = 0; start < rows.length; start += CHECK_STEP) {
    const checked = validateRows(rows.slice(start, start + CHECK_STEP), reference, mode);
    const offset = upload.checked + start;
    upload.errors.push(...checked.errors.map((e) => ({ ...e, row: e.row + offset })));
    if (upload.errors.length > 0) continue;
    upload.pending.push(...checked.valid);
    const step = STORE_STEPS[Math.min(upload.inserts, STORE_STEPS.length - 1)]!;
    if (upload.pending.length >= step) send(id, upload);
  }
  upload.checked += rows.length;
  if (more) return;
  if (upload.errors.length === 0 && upload.pending.length > 0) send(id, upload);
  uploads.delete(id);
  reply({ id, errors: upload.errors });
}

parentPort!.on('message', (job: CheckJob) => {
  try {
    check(job);
  } catch (error) {
    uploads.delete(job.id);
    reply({ id: job.id, failed: error instanceof Error ? error.message : String(error) });
  }
});

import type { ApiErrorBody } from '../../../src/domain/apiErrors';
import {
  formatVolunteerMessage,
  VOLUNTEER_API_MESSAGE,
  validateRows,
  type NormalisedVolunteer,
  type RowErrors,
  type ValidatedRows,
  type VolunteerMode,
  type VolunteerReference,
  type VolunteerTexts,
} from '../../../src/domain/modules/volunteers';
import { swayamsevakMr } from '../../../src/i18n/mr/resources/swayamsevak';
import { volunteerMr } from '../../../src/i18n/mr/volunteer';
import { badRequest } from '../../appError';
import type { DatabaseKind } from '../../db/createDatabase';
import type { InsertPayload } from '../../engine/repositories/tableInsert';
import { checkInWorker } from './uploadCheckPool';

/** The Marathi the messages are written in: the register's words and its field labels. */
const TEXTS: VolunteerTexts = { ...volunteerMr.volunteer, fields: swayamsevakMr.fields };

/** One entry per message: `message` in Marathi, `key`/`field` for a client that translates. */
export type RowError = NonNullable<ApiErrorBody['error']>[number] & { key: string; field: string };

/** Each bad row's messages (rows numbered index + 2), one entry per message. */
export const rowErrorEntries = (errors: readonly RowErrors[]): RowError[] =>
  errors.flatMap(({ row, messages }) =>
    messages.map((m) => ({
      row,
      message: formatVolunteerMessage(m, TEXTS),
      key: m.key,
      field: m.field,
    })),
  );

/** The 400 'submision failed' naming each bad row (index + 2) and message. */
export const rowsFailed = (errors: readonly RowErrors[]) =>
  badRequest(VOLUNTEER_API_MESSAGE.SUBMISSION_FAILED, rowErrorEntries(errors));

/** Every row through the domain schema; all normalised, or the 400 naming each bad row. */
export function validateOrThrow(
  rows: readonly Record<string, unknown>[],
  reference: VolunteerReference,
  mode: VolunteerMode,
): NormalisedVolunteer[] {
  const { valid, errors } = validateRows(rows, reference, mode);
  if (errors.length === 0) return valid;
  throw rowsFailed(errors);
}

/**
 * Rows checked in one turn of the event loop (a few tens of milliseconds), and rows stored
 * per insert of an upload.
 */
const CHECK_STEP = 250;
const STORE_STEP = 2000;
/** The first insert's rows: small, so that the database starts while the rest is checked. */
const FIRST_STORE_STEP = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every row through the shared rules, CHECK_STEP rows a turn so that other requests are
 * answered meanwhile; `onStep` gets each step's good rows as long as no row has failed.
 */
async function checkInSteps(
  rows: readonly Record<string, unknown>[],
  reference: VolunteerReference,
  mode: VolunteerMode,
  onStep: (valid: NormalisedVolunteer[]) => void = () => {},
): Promise<ValidatedRows> {
  const valid: NormalisedVolunteer[] = [];
  const errors: RowErrors[] = [];
  for (let start = 0; start < rows.length; start += CHECK_STEP) {
    const step = validateRows(rows.slice(start, start + CHECK_STEP), reference, mode);
    errors.push(...step.errors.map((e) => ({ ...e, row: e.row + start })));
    valid.push(...step.valid);
    if (errors.length === 0) onStep(step.valid);
    await nextTurn();
  }
  return { valid, errors };
}

/** Checked rows handed to `add` STORE_STEP at a time, a turn apart (each insert is sent meanwhile). */
export async function addInSteps(
  valid: readonly NormalisedVolunteer[],
  add: (valid: NormalisedVolunteer[]) => void,
): Promise<void> {
  for (let start = 0; start < valid.length; start += STORE_STEP) {
    add(valid.slice(start, start + STORE_STEP));
    await nextTurn();
  }
}

/** The upload's verdict (its dry run, or a save of the valid rows), checked in steps. */
export const validateRowsInSteps = (
  rows: readonly Record<string, unknown>[],
  reference: VolunteerReference,
  mode: VolunteerMode,
) => checkInSteps(rows, reference, mode);

/**
 * The upload's rows checked in steps, the good rows handed to `add` STORE_STEP at a time
 * (stored while the next steps are checked) as long as no row has failed; every row is
 * checked, and any bad one ends it with the 400 naming them all (the caller's transaction
 * then rolls back).
 */
async function validateInSteps(
  rows: readonly Record<string, unknown>[],
  reference: VolunteerReference,
  mode: VolunteerMode,
  add: (valid: NormalisedVolunteer[]) => void,
): Promise<void> {
  let pending: NormalisedVolunteer[] = [];
  let step = FIRST_STORE_STEP;
  const { errors } = await checkInSteps(rows, reference, mode, (valid) => {
    pending.push(...valid);
    if (pending.length < step) return;
    add(pending);
    pending = [];
    step = STORE_STEP;
  });
  if (errors.length > 0) throw rowsFailed(errors);
  if (pending.length) add(pending);
}

/** Where an upload's checked rows go (a register's bulk add). */
export interface UploadStore {
  add: (valid: NormalisedVolunteer[]) => void;
  addPayload: (payload: InsertPayload) => void;
  reserve: (count: number) => void;
}

/** Uploads of at least this many rows are checked in the worker thread. */
const WORKER_ROWS = 1000;

/**
 * An upload's rows checked and stored in steps: in the worker thread when it is large (each
 * step built there, stored here while the next is checked), on this thread otherwise or when
 * no worker can run. Any bad row ends it with the 400 naming them all.
 */
export async function checkAndStore(
  rows: readonly Record<string, unknown>[],
  reference: VolunteerReference,
  mode: VolunteerMode,
  kind: DatabaseKind,
  { add, addPayload, reserve }: UploadStore,
): Promise<void> {
  let handed = false;
  const checking =
    rows.length >= WORKER_ROWS
      ? checkInWorker(rows, reference, mode, kind, (payload) => {
          handed = true;
          addPayload(payload);
        })
      : undefined;
  if (!checking) return validateInSteps(rows, reference, mode, add);
  // every row's id, in case all are good: taken while the first are checked
  reserve(rows.length);
  let errors;
  try {
    errors = await checking;
  } catch (error) {
    // a worker that failed to load before it built anything: this thread checks the upload
    if (handed) throw error;
    return validateInSteps(rows, reference, mode, add);
  }
  if (errors.length > 0) throw rowsFailed(errors);
}

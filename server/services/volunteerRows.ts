import type { ApiErrorBody } from '../../src/domain/apiErrors';
import {
  formatVolunteerMessage,
  VOLUNTEER_API_MESSAGE,
  validateRows,
  type NormalisedVolunteer,
  type RowErrors,
  type VolunteerMode,
  type VolunteerReference,
} from '../../src/domain/volunteer';
import { volunteerMr } from '../../src/i18n/mr/volunteer';
import { badRequest } from '../appError';

/** One entry per message: `message` in Marathi, `key`/`field` for a client that translates. */
export type RowError = NonNullable<ApiErrorBody['error']>[number] & { key: string; field: string };

/** Each bad row's messages (rows numbered index + 2), one entry per message. */
export const rowErrorEntries = (errors: readonly RowErrors[]): RowError[] =>
  errors.flatMap(({ row, messages }) =>
    messages.map((m) => ({
      row,
      message: formatVolunteerMessage(m, volunteerMr.volunteer),
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

/** Rows checked per step of an upload. */
const STEP = 2000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The upload's rows checked in steps, each step's good rows handed to `add` (which stores them
 * while the next step is checked) as long as no row has failed; every row is checked, and any
 * bad one ends it with the 400 naming them all (the caller's transaction then rolls back).
 */
export async function validateInSteps(
  rows: readonly Record<string, unknown>[],
  reference: VolunteerReference,
  mode: VolunteerMode,
  add: (valid: NormalisedVolunteer[]) => void,
): Promise<void> {
  const errors: RowErrors[] = [];
  for (let start = 0; start < rows.length; start += STEP) {
    const step = validateRows(rows.slice(start, start + STEP), reference, mode);
    errors.push(...step.errors.map((e) => ({ ...e, row: e.row + start })));
    if (errors.length === 0) add(step.valid);
    // the database driver sends the insert while this turn yields
    await nextTurn();
  }
  if (errors.length > 0) throw rowsFailed(errors);
}

import {
  formatVolunteerMessage,
  VOLUNTEER_API_MESSAGE,
  VOLUNTEER_COLUMNS,
  VOLUNTEER_MESSAGE,
  type RowErrors,
  type VolunteerMessage,
  type VolunteerTexts,
} from '../../domain/volunteer';
import type { VolunteerRowError } from '../../dataProvider/volunteers';

import { mergeRowWarnings, type RowWarning } from '../../shared/upload/rowWarnings';

export { mergeRowWarnings, type RowWarning };

/** The client's own validation errors as text. */
export function clientRowWarnings(
  errors: readonly RowErrors[],
  texts: VolunteerTexts,
): RowWarning[] {
  return errors.map(({ row, messages }) => ({
    row,
    messages: messages.map((m) => formatVolunteerMessage(m, texts)),
    fields: messages.map((m) => m.field),
  }));
}

const KEYS = new Set<string>(Object.values(VOLUNTEER_MESSAGE));
const FIELDS = new Set<string>(VOLUNTEER_COLUMNS.map((c) => c.key));

/** A server entry as text: translated from key and field when it names known ones. */
function serverMessage(entry: VolunteerRowError, texts: VolunteerTexts): string {
  if (entry.key && entry.field && KEYS.has(entry.key) && FIELDS.has(entry.field)) {
    return formatVolunteerMessage(entry as VolunteerMessage, texts);
  }
  return entry.message;
}

/**
 * The row errors of a 400 'submision failed' answer, grouped by row. The server numbers the
 * rows it was sent (index + 2); `sentRows` turns that back into the sheet's row.
 */
export function serverRowWarnings(
  entries: readonly VolunteerRowError[],
  texts: VolunteerTexts,
  sentRows: readonly number[] = [],
): RowWarning[] {
  return mergeRowWarnings(
    entries.map((entry) => ({
      row: sentRows[entry.row - 2] ?? entry.row,
      messages: [serverMessage(entry, texts)],
      fields: entry.field ? [entry.field] : [],
    })),
  );
}

/** The row list of a rejected upload, or undefined for any other failure. */
export function rowErrorsOf(error: unknown): VolunteerRowError[] | undefined {
  const { status, body } = (error ?? {}) as {
    status?: number;
    body?: { message?: string; error?: unknown };
  };
  if (status !== 400 || !body || !Array.isArray(body.error) || body.error.length === 0) {
    return undefined;
  }
  if (body.message !== undefined && body.message !== VOLUNTEER_API_MESSAGE.SUBMISSION_FAILED) {
    return undefined;
  }
  return body.error as VolunteerRowError[];
}

import { ValidationError } from 'yup';
import { VOLUNTEER_COLUMNS, type NormalisedVolunteer, type VolunteerFieldKey } from './columns';
import type { VolunteerMessage, VolunteerMessageKey } from './messages';
import type { VolunteerReference } from './reference';
import { volunteerSchema, type VolunteerMode, type VolunteerSchemaOptions } from './schema';

export interface RowErrors {
  /** The spreadsheet row: index + 2 (row 1 holds the headers). */
  row: number;
  messages: VolunteerMessage[];
}

export interface ValidatedRows {
  valid: NormalisedVolunteer[];
  errors: RowErrors[];
}

const pick = (value: Record<string, unknown>) =>
  Object.fromEntries(VOLUNTEER_COLUMNS.map((c) => [c.key, value[c.key]])) as NormalisedVolunteer;

/** One row: the normalised volunteer, or its messages in column order. */
export function validateRow(
  schema: ReturnType<typeof volunteerSchema>,
  row: Record<string, unknown>,
): { value: NormalisedVolunteer } | { messages: VolunteerMessage[] } {
  try {
    return { value: pick(schema.validateSync(row, { abortEarly: false })) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const messages = error.inner.map((e) => ({
      key: e.message as VolunteerMessageKey,
      field: e.path as VolunteerFieldKey,
    }));
    return { messages: sortByColumn(messages) };
  }
}

const ORDER = new Map(VOLUNTEER_COLUMNS.map((c, i) => [c.key, i]));
const sortByColumn = (messages: VolunteerMessage[]) =>
  [...messages].sort((a, b) => (ORDER.get(a.field) ?? 0) - (ORDER.get(b.field) ?? 0));

/** Every row checked: the normalised good rows and, per bad row, its messages. */
export function validateRows(
  rows: readonly Record<string, unknown>[],
  reference: VolunteerReference,
  mode: VolunteerMode = 'sheet',
  options: VolunteerSchemaOptions = {},
): ValidatedRows {
  const schema = volunteerSchema(reference, mode, options);
  const valid: NormalisedVolunteer[] = [];
  const errors: RowErrors[] = [];
  rows.forEach((row, index) => {
    const result = validateRow(schema, row ?? {});
    if ('value' in result) valid.push(result.value);
    else errors.push({ row: index + 2, messages: result.messages });
  });
  return { valid, errors };
}

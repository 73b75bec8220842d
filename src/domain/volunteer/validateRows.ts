import { ValidationError } from 'yup';
import { VOLUNTEER_COLUMNS, type NormalisedVolunteer, type VolunteerFieldKey } from './columns';
import type { VolunteerMessage, VolunteerMessageKey } from './messages';
import type { VolunteerReference } from './reference';
import { cellText } from './normalise';
import {
  volunteerRules,
  volunteerSchema,
  type VolunteerFieldRule,
  type VolunteerMode,
  type VolunteerSchemaOptions,
} from './schema';

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

type Rules = Record<VolunteerFieldKey, VolunteerFieldRule>;
const KEYS = VOLUNTEER_COLUMNS.map((c) => c.key);
const isPlainRow = (row: unknown): row is Record<string, unknown> =>
  typeof row === 'object' && row !== null && !Array.isArray(row);

/**
 * One row through the field rules directly: the same result as `validateRow` with the schema
 * built from these rules (cast every cell, then check each text against the cast row).
 */
export function checkRow(
  rules: Rules,
  row: Record<string, unknown>,
): { value: NormalisedVolunteer } | { messages: VolunteerMessage[] } {
  const value: Record<string, unknown> = {};
  // each cell's text is made once, for its cast and its check
  const texts: string[] = [];
  KEYS.forEach((key, i) => {
    const { empty, cast, castText, check } = rules[key];
    const raw = row[key];
    if (raw === undefined) {
      value[key] = empty;
      if (check) texts[i] = cellText(empty);
    } else if (castText) {
      texts[i] = cellText(raw);
      value[key] = castText(texts[i]);
    } else {
      value[key] = cast(raw);
      if (check) texts[i] = cellText(raw);
    }
  });
  let messages: VolunteerMessage[] | undefined;
  KEYS.forEach((key, i) => {
    const message = rules[key].check?.(texts[i]!, value);
    if (message) (messages ??= []).push({ key: message, field: key });
  });
  return messages ? { messages } : { value: value as NormalisedVolunteer };
}

/** Every row checked: the normalised good rows and, per bad row, its messages. */
export function validateRows(
  rows: readonly Record<string, unknown>[],
  reference: VolunteerReference,
  mode: VolunteerMode = 'sheet',
  options: VolunteerSchemaOptions = {},
): ValidatedRows {
  const rules = volunteerRules(reference, mode, options);
  let schema: ReturnType<typeof volunteerSchema> | undefined;
  const valid: NormalisedVolunteer[] = [];
  const errors: RowErrors[] = [];
  rows.forEach((row, index) => {
    const input = row ?? {};
    // anything but a plain object: yup's own type message
    const result = isPlainRow(input)
      ? checkRow(rules, input)
      : validateRow((schema ??= volunteerSchema(reference, mode, options)), input);
    if ('value' in result) valid.push(result.value);
    else errors.push({ row: index + 2, messages: result.messages });
  });
  return { valid, errors };
}

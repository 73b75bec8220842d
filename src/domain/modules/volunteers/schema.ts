import { entitySchema, validateEntity, type EntitySchema, type EntryMode } from '../../engine';
import {
  VOLUNTEER_FIELDS,
  VOLUNTEER_FORM,
  type NormalisedVolunteer,
  type VolunteerFieldKey,
} from './fields';
import type { VolunteerMessage, VolunteerMessageKey } from './messages';
import { cellText, isoToDayMonthYear, yesNoOf } from './normalise';
import type { VolunteerReference } from './reference';

/** 'form': the add/edit dialog (blood group mandatory); 'sheet': an uploaded row (e-mail mandatory). */
export type VolunteerMode = EntryMode;

export interface VolunteerSchemaOptions {
  /** The clock the date-of-birth check reads (tests pin it). */
  now?: () => Date;
}

/** The volunteers' form made ready to check rows, with its reference lists and mode. */
export const volunteerSchema = (
  reference: VolunteerReference,
  mode: VolunteerMode,
  options: VolunteerSchemaOptions = {},
): EntitySchema => entitySchema(VOLUNTEER_FORM, { mode, catalogue: reference, now: options.now });

export type VolunteerSchema = EntitySchema;

type Row = Record<string, unknown>;

const FLAGS = new Set<string>(
  VOLUNTEER_FIELDS.filter((f) => f.type === 'yesNo').map((f) => f.name),
);
const DATES = new Set<string>(VOLUNTEER_FIELDS.filter((f) => f.type === 'date').map((f) => f.name));
/** Fields the spec gives as '' when empty (the others: a number or phone as null, a flag false). */
const TEXTS = new Set<string>(
  VOLUNTEER_FIELDS.filter((f) => !['yesNo', 'integer', 'phone'].includes(f.type)).map(
    (f) => f.name,
  ),
);

/**
 * A row as the spec reads it (§5): every cell trimmed text with ASCII digits (a day as
 * dd-mm-yyyy), a yes/no cell yes only for true or होय; only the declared fields.
 */
function specInput(row: Row): Row {
  const input: Row = {};
  for (const { name } of VOLUNTEER_FIELDS) {
    const raw = row[name];
    if (FLAGS.has(name)) input[name] = yesNoOf(raw);
    else if (raw !== undefined) input[name] = cellText(raw);
  }
  return input;
}

/**
 * The engine's values as the spec gives and takes them (§3): a date dd-mm-yyyy, a text trimmed
 * with ASCII digits, an empty one '' (the values are changed in place and returned).
 */
export function specValues(values: Row): NormalisedVolunteer {
  for (const name of DATES)
    if (values[name]) values[name] = isoToDayMonthYear(String(values[name]));
  // a text keeps ASCII digits (spec §5), whatever the sheet or form had
  for (const name of TEXTS) values[name] = cellText(values[name]);
  return values as NormalisedVolunteer;
}

/** One row (the dialog's, a sheet's or a call's): the normalised volunteer, or its messages. */
export function checkVolunteer(
  schema: VolunteerSchema,
  row: unknown,
): { value: NormalisedVolunteer } | { messages: VolunteerMessage[] } {
  const plain = typeof row === 'object' && row !== null && !Array.isArray(row) ? row : {};
  const result = validateEntity(VOLUNTEER_FORM, schema, specInput(plain as Row));
  if (result.values) return { value: specValues(result.values) };
  return {
    messages: result.issues.map((issue) => ({
      key: issue.key as VolunteerMessageKey,
      field: issue.field as VolunteerFieldKey,
    })),
  };
}

import type { NormalisedVolunteer } from './fields';
import type { VolunteerMessage } from './messages';
import type { VolunteerReference } from './reference';
import {
  checkVolunteer,
  volunteerSchema,
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
    const result = checkVolunteer(schema, row);
    if ('value' in result) valid.push(result.value);
    else errors.push({ row: index + 2, messages: result.messages });
  });
  return { valid, errors };
}

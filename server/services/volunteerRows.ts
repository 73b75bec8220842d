import type { ApiErrorBody } from '../../src/domain/apiErrors';
import {
  formatVolunteerMessage,
  VOLUNTEER_API_MESSAGE,
  validateRows,
  type NormalisedVolunteer,
  type VolunteerMode,
  type VolunteerReference,
} from '../../src/domain/volunteer';
import { volunteerMr } from '../../src/i18n/mr/volunteer';
import { badRequest } from '../appError';

/** One entry per message: `message` in Marathi, `key`/`field` for a client that translates. */
export type RowError = NonNullable<ApiErrorBody['error']>[number] & { key: string; field: string };

/**
 * Every row through the domain schema; all normalised, or a 400 'submision failed' naming
 * each bad row (index + 2) and message.
 */
export function validateOrThrow(
  rows: readonly Record<string, unknown>[],
  reference: VolunteerReference,
  mode: VolunteerMode,
): NormalisedVolunteer[] {
  const { valid, errors } = validateRows(rows, reference, mode);
  if (errors.length === 0) return valid;
  const entries: RowError[] = errors.flatMap(({ row, messages }) =>
    messages.map((m) => ({
      row,
      message: formatVolunteerMessage(m, volunteerMr.volunteer),
      key: m.key,
      field: m.field,
    })),
  );
  throw badRequest(VOLUNTEER_API_MESSAGE.SUBMISSION_FAILED, entries);
}

import { toAsciiDigits } from '../../text';
import { formatDate } from '../../dates';
import { YES_WORD } from './columns';

export { toAsciiDigits };
export { formatDate, isoToDayMonthYear, parseDayMonthYear, todayIso } from '../../dates';

/** A cell as trimmed text with ASCII digits ('' for empty, null or undefined). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value);
  return toAsciiDigits(String(value)).trim();
}

/**
 * A yes/no answer as the spec reads it: yes only for true or होय, not answered (null) when
 * nothing is there, no otherwise (issue 44: the dialog's third choice, a sheet's blank cell).
 */
export const yesNoOf = (value: unknown): boolean | null =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
    ? null
    : isYes(value);

/**
 * True for `true` or the Marathi yes word (or 'true': a client's true as the body schema
 * coerces it beside text); false for anything else.
 */
export const isYes = (value: unknown): boolean =>
  value === true ||
  (typeof value === 'string' && (value.trim() === YES_WORD || value.trim() === 'true'));

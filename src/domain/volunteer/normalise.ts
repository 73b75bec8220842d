import { toAsciiDigits } from '../text';
import { formatDate } from '../dates';
import { YES_WORD } from './columns';

export { toAsciiDigits };
export { formatDate, isoToDayMonthYear, parseDayMonthYear, todayIso } from '../dates';

/** A cell as trimmed text with ASCII digits ('' for empty, null or undefined). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value);
  return toAsciiDigits(String(value)).trim();
}

/** True for `true` or the Marathi yes word; false for anything else. */
export const isYes = (value: unknown): boolean =>
  value === true || (typeof value === 'string' && value.trim() === YES_WORD);

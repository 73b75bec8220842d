import { isEmailAddress, mobileDigits } from '../contact';
import { parseDayMonthYear } from '../dates';
import { hasForbiddenCharacters, isBlank, toAsciiDigits, visibleText } from '../text';
import { ENTITY_MESSAGE as M, type FieldIssue } from './messages';
import type { FieldDeclaration, FieldType } from './types';

/** What a field's check is given besides its value. */
export interface CheckContext {
  /** Today in India, yyyy-mm-dd. */
  today: string;
}

type Problem = Omit<FieldIssue, 'field'> | undefined;

/** How one field type turns input into its stored value and what it refuses. */
export interface FieldRule {
  /** The stored value of an absent or empty input. */
  empty: unknown;
  cast(value: unknown): unknown;
  /** The stored value's problem, if any (emptiness is checked before, by `isEmpty`). */
  check(value: unknown, field: FieldDeclaration, context: CheckContext): Problem;
  isEmpty(value: unknown): boolean;
  /** Default bounds when the declaration gives none. */
  maxLength?: number;
  min?: number;
  max?: number;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const emptyText = (value: unknown) => isBlank(text(value));

/** The too-long problem of a text over its declared (or default) length, if it is. */
function tooLong(value: unknown, field: FieldDeclaration, fallback: number): Problem {
  const limit = field.maxLength ?? fallback;
  return text(value).length > limit ? { key: M.TOO_LONG, args: { max: limit } } : undefined;
}

const textRule = (maxLength: number, multiline: boolean): FieldRule => ({
  empty: '',
  maxLength,
  cast: (value) => text(value).trim(),
  isEmpty: emptyText,
  check: (value, field) =>
    tooLong(value, field, maxLength) ??
    (hasForbiddenCharacters(text(value), multiline) ? { key: M.CHARACTERS } : undefined),
});

const numberRule = (min: number, max: number): FieldRule => ({
  empty: null,
  min,
  max,
  cast: (value) => {
    if (typeof value === 'number') return value;
    const digits = toAsciiDigits(text(value)).trim();
    if (digits === '') return null;
    return /^-?\d+$/.test(digits) ? Number(digits) : digits;
  },
  isEmpty: (value) => value === null || value === undefined || value === '',
  check: (value, field): Problem => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return { key: M.NUMBER };
    const [low, high] = [field.min ?? min, field.max ?? max];
    if (value < low) return { key: M.MIN, args: { min: low } };
    return value > high ? { key: M.MAX, args: { max: high } } : undefined;
  },
});

const choices = (field: FieldDeclaration) => field.choices ?? [];

/** Every field type's rule (DESIGN §13 field types). */
export const FIELD_RULES: Readonly<Record<FieldType, FieldRule>> = {
  text: textRule(200, false),
  longText: textRule(2000, true),
  richText: {
    ...textRule(20_000, true),
    isEmpty: (value) => isBlank(visibleText(text(value))),
  },
  integer: numberRule(-1_000_000, 1_000_000),
  count: numberRule(0, 1_000_000),
  date: {
    empty: null,
    cast: (value) => (emptyText(value) ? null : (parseDayMonthYear(text(value).trim()) ?? value)),
    isEmpty: (value) => value === null || value === undefined,
    check: (value) => {
      return typeof value === 'string' && parseDayMonthYear(value) === value
        ? undefined
        : { key: M.DATE };
    },
  },
  flag: {
    empty: false,
    cast: (value) =>
      value === 'true' ? true : value === 'false' || value === null ? false : value,
    isEmpty: () => false,
    check: (value) => (typeof value === 'boolean' ? undefined : { key: M.FLAG }),
  },
  select: {
    empty: null,
    cast: (value) => (emptyText(value) ? null : text(value).trim()),
    isEmpty: (value) => value === null || value === undefined,
    check: (value, field) =>
      choices(field).includes(String(value)) ? undefined : { key: M.CHOICE },
  },
  multiSelect: {
    empty: [],
    cast: (value) => (Array.isArray(value) ? [...new Set(value.map(text))] : value),
    isEmpty: (value) => Array.isArray(value) && value.length === 0,
    check: (value, field) =>
      Array.isArray(value) && value.every((v) => choices(field).includes(v))
        ? undefined
        : { key: M.CHOICE },
  },
  phone: {
    empty: null,
    maxLength: 20,
    cast: (value) => (emptyText(value) ? null : (mobileDigits(text(value)) ?? text(value))),
    isEmpty: (value) => value === null || value === undefined,
    check: (value, field) =>
      tooLong(value, field, 20) ?? (/^\d{10}$/.test(text(value)) ? undefined : { key: M.PHONE }),
  },
  email: {
    empty: null,
    maxLength: 254,
    cast: (value) => (emptyText(value) ? null : text(value).trim()),
    isEmpty: (value) => value === null || value === undefined,
    check: (value, field) =>
      tooLong(value, field, 254) ?? (isEmailAddress(text(value)) ? undefined : { key: M.EMAIL }),
  },
  place: numberRule(1, 2_147_483_647),
};

/** The length bound of a text-like field (declared or its type's default). */
export const maxLengthOf = (field: FieldDeclaration): number | undefined =>
  field.maxLength ?? FIELD_RULES[field.type].maxLength;

import { isDigitsOnly, isEmailAddress, mobileDigits, phoneDigits, pinDigits } from '../contact';
import { parseDayMonthYear, parseTimeOfDay } from '../dates';
import { NO_WORD, YES_WORD } from '../sheet/columns';
import { hasForbiddenCharacters, isBlank, toAsciiDigits, visibleText } from '../text';
import { catalogueItems, findByName, type Catalogue } from './catalogue';
import type { Problem } from './messages';
import { isPhotoId, maxPhotosOf } from './photos';
import type { EntryMode, FieldDeclaration, FieldType } from './types';

/** What a field's cast and check are given besides its value. */
export interface CheckContext {
  /** Today in India, yyyy-mm-dd. */
  today: string;
  /** Which `requiredIn` applies (the form when absent). */
  mode?: EntryMode;
  /** The reference lists of `choicesFrom` selects. */
  catalogue?: Catalogue;
  /** Every field of the form (a dependent choice finds its parent's). */
  fields?: readonly FieldDeclaration[];
  /** The record's values as read (a named rule relating two fields reads the other one). */
  record?: Readonly<Record<string, unknown>>;
}

export type Found = { problem: Problem; args?: Record<string, number> } | undefined;
type Row = Record<string, unknown>;

/** How one field type turns input into its stored value and what it refuses. */
export interface FieldRule {
  /** The stored value of an absent or empty input. */
  empty: unknown;
  cast(value: unknown, field?: FieldDeclaration, context?: CheckContext): unknown;
  /** The stored value's problem, if any (emptiness is checked before, by `isEmpty`). */
  check(value: unknown, field: FieldDeclaration, context: CheckContext, row: Row): Found;
  isEmpty(value: unknown): boolean;
  /** Default bounds when the declaration gives none. */
  maxLength?: number;
  min?: number;
  max?: number;
}

/** `parse` remembering its last answer: a day is parsed by its cast and again by its check. */
function lastOf<T>(parse: (text: string) => T): (text: string) => T {
  let lastText: string | undefined;
  let last: T;
  return (typed) => {
    if (typed !== lastText) {
      last = parse(typed);
      lastText = typed;
    }
    return last;
  };
}
const parseDay = lastOf(parseDayMonthYear);

/** The words a yes/no answer is typed or read as (the sheet's, the API's, the form's). */
export const YES_WORDS: ReadonlySet<string> = new Set([YES_WORD, 'हो', 'yes', 'y', 'true', '1']);
export const NO_WORDS: ReadonlySet<string> = new Set([NO_WORD, 'no', 'n', 'false', '0']);

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const emptyText = (value: unknown) => isBlank(text(value));
const isNothing = (value: unknown) => value === null || value === undefined;

/** The too-long problem of a text over its declared (or default) length, if it is. */
function tooLong(value: unknown, field: FieldDeclaration, fallback: number): Found {
  const limit = field.maxLength ?? fallback;
  return text(value).length > limit ? { problem: 'tooLong', args: { max: limit } } : undefined;
}

const textRule = (maxLength: number, multiline: boolean): FieldRule => ({
  empty: '',
  maxLength,
  cast: (value) => text(value).trim(),
  isEmpty: emptyText,
  check: (value, field) =>
    tooLong(value, field, maxLength) ??
    (hasForbiddenCharacters(text(value), multiline) ? { problem: 'characters' } : undefined),
});

/** How each `digits` kind is read, and what a wrong count of digits is. */
const DIGITS = {
  pin: { parse: pinDigits, wrongCount: 'digits' },
  mobile: { parse: mobileDigits, wrongCount: 'digits' },
  landline: { parse: phoneDigits, wrongCount: 'number' },
} as const;

/** A number typed the forgiving way: not a number at all, or of the wrong count of digits. */
function digitsProblem(value: unknown, kind: keyof typeof DIGITS): Found {
  const typed = text(value);
  if (DIGITS[kind].parse(typed)) return undefined;
  return { problem: isDigitsOnly(typed) ? DIGITS[kind].wrongCount : 'number' };
}

const numberRule = (min: number, max: number): FieldRule => ({
  empty: null,
  min,
  max,
  cast: (value, field) => {
    if (field?.digits) {
      const digits = DIGITS[field.digits].parse(text(value));
      if (digits) return Number(digits);
      // blank (zero-width spaces too, as a text's emptiness) is empty, not a bad number
      return emptyText(value) ? null : text(value).trim();
    }
    if (typeof value === 'number') return value;
    const digits = toAsciiDigits(text(value)).trim();
    if (digits === '') return null;
    return /^-?\d+$/.test(digits) ? Number(digits) : digits;
  },
  isEmpty: (value) => isNothing(value) || value === '',
  check: (value, field): Found => {
    if (field.digits)
      return typeof value === 'number' ? undefined : digitsProblem(value, field.digits);
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return { problem: 'number' };
    const [low, high] = [field.min ?? min, field.max ?? max];
    if (value < low) return { problem: 'min', args: { min: low } };
    return value > high ? { problem: 'max', args: { max: high } } : undefined;
  },
});

const choices = (field: FieldDeclaration) => field.choices ?? [];

/** A declared choice matched whatever its case (stored as declared). */
function declaredChoice(field: FieldDeclaration | undefined, typed: string): string {
  if (!field?.choices) return typed;
  const upper = typed.toUpperCase();
  const found = field.choices.find((c) => c === typed || c.toUpperCase() === upper);
  return found ?? typed;
}

/** A catalogue choice stored as the list spells it when it matches without white space. */
function catalogueChoice(field: FieldDeclaration, typed: string, context?: CheckContext) {
  if (!field.choicesFrom?.ignoreSpaces || field.choicesFrom.parent) return typed;
  const items = catalogueItems(context?.fields ?? [], context?.catalogue, field, {});
  return findByName(items, typed, true)?.localized_name ?? typed;
}

const selectRule: FieldRule = {
  empty: null,
  // a catalogue choice is stored by its name: bounded like a short text
  maxLength: 200,
  cast: (value, field, context) => {
    if (emptyText(value)) return null;
    const typed = text(value).trim();
    return field?.choicesFrom
      ? catalogueChoice(field, typed, context)
      : declaredChoice(field, typed);
  },
  isEmpty: isNothing,
  check: (value, field, context, row) => {
    if (!field.choicesFrom)
      return choices(field).includes(String(value)) ? undefined : { problem: 'choice' };
    // a dependent list whose parent matched nothing offers nothing to check against
    const items = catalogueItems(context.fields ?? [], context.catalogue, field, row);
    if (!items?.length) return undefined;
    return findByName(items, String(value), field.choicesFrom.ignoreSpaces)
      ? undefined
      : { problem: 'choice' };
  },
};

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
    cast: (value) => (emptyText(value) ? null : (parseDay(text(value).trim()) ?? value)),
    isEmpty: isNothing,
    check: (value) => {
      return typeof value === 'string' && parseDay(value) === value
        ? undefined
        : { problem: 'date' };
    },
  },
  // a time of day, stored HH:mm (a unit's meeting time), typed 6:30, 06.30 or from Excel
  time: {
    empty: null,
    maxLength: 8,
    cast: (value) => (emptyText(value) ? null : (parseTimeOfDay(value) ?? text(value).trim())),
    isEmpty: isNothing,
    check: (value) => (parseTimeOfDay(value) === value ? undefined : { problem: 'time' }),
  },
  flag: {
    empty: false,
    cast: (value) =>
      value === 'true' ? true : value === 'false' || value === null ? false : value,
    isEmpty: () => false,
    check: (value) => (typeof value === 'boolean' ? undefined : { problem: 'flag' }),
  },
  // होय, नाही or not answered (null): a question a person may leave unanswered (issue 44)
  yesNo: {
    empty: null,
    cast: (value) => {
      if (typeof value === 'boolean') return value;
      if (emptyText(value)) return null;
      const word = text(value).trim().toLowerCase();
      return YES_WORDS.has(word) ? true : NO_WORDS.has(word) ? false : value;
    },
    isEmpty: isNothing,
    check: (value) => (typeof value === 'boolean' ? undefined : { problem: 'flag' }),
  },
  select: selectRule,
  multiSelect: {
    empty: [],
    cast: (value) => (Array.isArray(value) ? [...new Set(value.map(text))] : value),
    isEmpty: (value) => Array.isArray(value) && value.length === 0,
    check: (value, field) =>
      Array.isArray(value) && value.every((v) => choices(field).includes(v))
        ? undefined
        : { problem: 'choice' },
  },
  phone: {
    empty: null,
    maxLength: 20,
    cast: (value, field) => {
      if (emptyText(value)) return null;
      const parse = field?.digits ? DIGITS[field.digits].parse : mobileDigits;
      return parse(text(value)) ?? text(value);
    },
    isEmpty: isNothing,
    check: (value, field) => {
      if (field.digits) return tooLong(value, field, 20) ?? digitsProblem(value, field.digits);
      return (
        tooLong(value, field, 20) ??
        (/^\d{10}$/.test(text(value)) ? undefined : { problem: 'phone' })
      );
    },
  },
  email: {
    empty: null,
    maxLength: 254,
    cast: (value) => (emptyText(value) ? null : text(value).trim()),
    isEmpty: isNothing,
    check: (value, field) =>
      tooLong(value, field, 254) ??
      (isEmailAddress(text(value)) ? undefined : { problem: 'email' }),
  },
  place: numberRule(1, 2_147_483_647),
  // the ids of the record's photos (issue 50), each a photo the device sent before the record
  photo: {
    empty: [],
    cast: (value) => (Array.isArray(value) ? [...new Set(value)] : value),
    isEmpty: (value) => Array.isArray(value) && value.length === 0,
    check: (value, field) =>
      Array.isArray(value) && value.length <= maxPhotosOf(field) && value.every(isPhotoId)
        ? undefined
        : { problem: 'photos' },
  },
};

/** The length bound of a text-like field (declared or its type's default). */
export const maxLengthOf = (field: FieldDeclaration): number | undefined =>
  field.maxLength ?? FIELD_RULES[field.type].maxLength;

import * as yup from 'yup';
import { isDigitsOnly, isEmailAddress, mobileDigits, phoneDigits, pinDigits } from '../contact';
import { itemsFor } from './choices';
import {
  BLOOD_GROUP_UNKNOWN,
  BLOOD_GROUPS,
  VOLUNTEER_FIELDS,
  type VolunteerFieldDeclaration,
  type VolunteerFieldKey,
} from './columns';
import { isBlank } from '../text';
import { VOLUNTEER_MAX_LENGTH } from './limits';
import { VOLUNTEER_MESSAGE as M, type VolunteerMessageKey } from './messages';
import { cellText, isoToDayMonthYear, isYes, parseDayMonthYear, todayIso } from './normalise';
import { findByName, type NamedItem, type VolunteerReference } from './reference';
import { brokenRule } from '../namedRules';

/** 'form': the add/edit dialog (blood group mandatory); 'sheet': an uploaded row (e-mail mandatory). */
export type VolunteerMode = 'form' | 'sheet';

export interface VolunteerSchemaOptions {
  /** The clock the date-of-birth check reads (tests pin it). */
  now?: () => Date;
}

type Check = (text: string, row: Record<string, unknown>) => VolunteerMessageKey | undefined;

/**
 * One field's rule, as data: the value of an absent cell, how a cell becomes the stored value,
 * and the check of its trimmed text (given the row's stored values) yielding the first message.
 * The yup schema is built from these; validateRows applies them directly (10 000 rows through
 * yup took over a second on the server).
 */
export interface VolunteerFieldRule {
  empty: unknown;
  cast(value: unknown): unknown;
  /** When present, `cast(value)` is `castText(cellText(value))`: the text is made once. */
  castText?(text: string): unknown;
  check?: Check;
}

const rule = (
  check: Check | undefined,
  castText: (text: string) => unknown = (text) => text,
  empty: unknown = '',
): VolunteerFieldRule => ({ empty, cast: (value) => castText(cellText(value)), castText, check });

/** `parse` remembering its last answer: a date of birth is parsed by its cast and its check. */
function lastOf<T>(parse: (text: string) => T): (text: string) => T {
  let lastText: string | undefined;
  let last: T;
  return (text) => {
    if (text !== lastText) {
      last = parse(text);
      lastText = text;
    }
    return last;
  };
}

/** A rule as a yup field: same default, same transform, its check as the one test. */
function yupField({ empty, cast, check }: VolunteerFieldRule) {
  const field = yup
    .mixed()
    .nullable()
    .default(empty)
    .transform((value: unknown) => cast(value));
  if (!check) return field;
  return field.test('volunteer', '', function (value) {
    const text = cellText(this.originalValue === undefined ? value : this.originalValue);
    const key = check(text, this.parent as Record<string, unknown>);
    return key ? this.createError({ message: key }) : true;
  });
}

/**
 * A number typed the forgiving way (spaces, dashes, +91, Devanagari digits): blank, not a
 * number at all, or a number of the wrong length each get the spec's message.
 */
const number =
  (parse: (text: string) => string | null, lengthKey: VolunteerMessageKey, required: boolean) =>
  (text: string): VolunteerMessageKey | undefined => {
    if (!text) return required ? M.MANDATORY : undefined;
    if (parse(text)) return undefined;
    return isDigitsOnly(text) ? lengthKey : M.NUMBER;
  };

/** The bare digits as an integer (mobile, PIN code: spec §3), the text when not a number. */
const asInteger = (parse: (text: string) => string | null) => (text: string) => {
  const digits = parse(text);
  return digits ? Number(digits) : text || null;
};

/** Mandatory choice among `items` (a `undefined` list means the parent did not match: no check). */
const choice =
  (itemsOf: (row: Record<string, unknown>) => readonly NamedItem[] | undefined, spaces = false) =>
  (text: string, row: Record<string, unknown>): VolunteerMessageKey | undefined => {
    const items = itemsOf(row);
    if (!items || items.length === 0) return undefined;
    if (!text) return M.SELECTION_MANDATORY;
    return findByName(items, text, spaces) ? undefined : M.WRONG_SELECTION;
  };

const mandatory: Check = (t) => (isBlank(t) ? M.MANDATORY : undefined);

/** Every text cell is bounded first, so no later check ever reads a huge text. */
function bounded(key: VolunteerFieldKey, r: VolunteerFieldRule): VolunteerFieldRule {
  const max = (VOLUNTEER_MAX_LENGTH as Partial<Record<VolunteerFieldKey, number>>)[key];
  if (max === undefined) return r;
  const { check } = r;
  return { ...r, check: (text, row) => (text.length > max ? M.TOO_LONG : check?.(text, row)) };
}

/** How an integer field's digits are read, and the message for the wrong count. */
const DIGITS = {
  pin: [pinDigits, M.SIX_DIGITS],
  mobile: [mobileDigits, M.TEN_DIGITS],
} as const;

/**
 * The rules of every field (spec §5) for the dialog, the upload and the server, made from the
 * declaration (fields.ts): its type, whether it is mandatory in `mode`, its choices.
 */
export function volunteerRules(
  reference: VolunteerReference,
  mode: VolunteerMode,
  options: VolunteerSchemaOptions = {},
): Record<VolunteerFieldKey, VolunteerFieldRule> {
  const now = options.now ?? (() => new Date());
  const unknownBlood = mode === 'form' ? '' : BLOOD_GROUP_UNKNOWN;
  const birthDay = lastOf(parseDayMonthYear);
  const flag: VolunteerFieldRule = { empty: false, cast: isYes };

  const bloodGroup = (required: boolean) =>
    rule(
      (t) => (!t && required ? M.SELECTION_MANDATORY : undefined),
      (text) => {
        const upper = text.toUpperCase();
        if (!upper) return unknownBlood;
        return BLOOD_GROUPS.find((g) => g === upper) ?? BLOOD_GROUP_UNKNOWN;
      },
      unknownBlood,
    );

  const select = (field: VolunteerFieldDeclaration) => {
    const spaces = field.choicesFrom?.ignoreSpaces ?? false;
    const name = field.name as VolunteerFieldKey;
    const items = (row: Record<string, unknown>) => itemsFor(reference, name, row);
    // a name matched without its spaces is stored as the list spells it
    const canonical = spaces
      ? (text: string) => findByName(items({}), text, true)?.localized_name ?? text
      : undefined;
    return rule(choice(items, spaces), canonical);
  };

  const ruleOf = (field: VolunteerFieldDeclaration): VolunteerFieldRule => {
    const required = field.required === true || field.requiredIn === mode;
    switch (field.type) {
      case 'flag':
        return flag;
      case 'date':
        return rule(
          (t) => {
            const iso = birthDay(t);
            if (!iso) return M.DATE_OF_BIRTH;
            return brokenRule(field.rule, iso, { today: todayIso(now()) }) as
              VolunteerMessageKey | undefined;
          },
          (text) => {
            const iso = birthDay(text);
            return iso ? isoToDayMonthYear(iso) : text;
          },
        );
      case 'select':
        return field.rule === 'bloodGroup' ? bloodGroup(required) : select(field);
      case 'integer': {
        const [parse, lengthKey] = DIGITS[field.digits ?? 'mobile'];
        return rule(number(parse, lengthKey, required), asInteger(parse));
      }
      // text, so that a landline keeps its leading 0
      case 'phone':
        return rule(
          number(phoneDigits, M.NUMBER, required),
          (t) => phoneDigits(t) ?? (t || null),
          null,
        );
      case 'email':
        return rule((t) => {
          if (!t) return required ? M.MANDATORY : undefined;
          // a linear check: a backtracking pattern took seconds on a long crafted address
          return isEmailAddress(t) ? undefined : M.INVALID_EMAIL;
        });
      default:
        return rule(required ? mandatory : undefined);
    }
  };

  return Object.fromEntries(
    (VOLUNTEER_FIELDS as readonly VolunteerFieldDeclaration[]).map((field) => [
      field.name,
      bounded(field.name as VolunteerFieldKey, ruleOf(field)),
    ]),
  ) as Record<VolunteerFieldKey, VolunteerFieldRule>;
}

/** The one volunteer schema (spec §5) for the dialog, the upload and the server. */
export function volunteerSchema(
  reference: VolunteerReference,
  mode: VolunteerMode,
  options: VolunteerSchemaOptions = {},
) {
  const rules = volunteerRules(reference, mode, options);
  const shape = Object.fromEntries(
    Object.entries(rules).map(([key, r]) => [key, yupField(r)]),
  ) as Record<VolunteerFieldKey, yup.AnySchema>;
  return yup.object(shape);
}

export type VolunteerSchema = ReturnType<typeof volunteerSchema>;

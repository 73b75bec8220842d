import { ATTENDANCE_LIMITS, ATTENDANCE_LIMIT_MESSAGE } from './gathering/limits';
import { subTypeBelongsTo } from './gathering/units';

/**
 * The named rules a field declaration may carry (`rule: 'notFuture'`), one registry for the
 * declared modules and the volunteer register: the browser's schema, the server's checks and the
 * declaration check all read it, and a name it does not hold fails the declaration check.
 * A rule reads the field's stored value after its type's own check passed.
 */
export interface RuleContext {
  /** Today in India, yyyy-mm-dd. */
  today: string;
  /** The record's values as read (a rule relating two fields reads the other one). */
  record?: Readonly<Record<string, unknown>>;
}

export interface NamedRule {
  /** The field types it may be declared on. */
  types: readonly string[];
  /** Whether the stored value keeps the rule. */
  holds(value: unknown, context: RuleContext): boolean;
  /** The translation key shown when it does not. */
  message: string;
  /** The message's arguments (a cap's figure). */
  args?: Readonly<Record<string, number>>;
}

/** Blood groups as the register stores them (spec §5); the last one is "not known". */
export const BLOOD_GROUP_UNKNOWN = 'माहित नाही';
export const BLOOD_GROUPS = ['A+', 'B+', 'AB+', 'O+', 'A-', 'B-', 'AB-', 'O-', BLOOD_GROUP_UNKNOWN];

const atMost = (max: number) => (value: unknown) => typeof value === 'number' && value <= max;

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

export const NAMED_RULES = {
  /** A day no later than today (a programme held, a festival celebrated). */
  notFuture: {
    types: ['date'],
    holds: (value, { today }) => isDay(value) && value <= today,
    message: 'app.entity.validation.futureDate',
  },
  /** A day before today (a date of birth). */
  pastDate: {
    types: ['date'],
    holds: (value, { today }) => isDay(value) && value < today,
    message: 'app.volunteer.validation.dateOfBirth',
  },
  /** One of the blood groups, "not known" included. */
  bloodGroup: {
    types: ['select'],
    holds: (value) => typeof value === 'string' && BLOOD_GROUPS.includes(value),
    message: 'app.volunteer.validation.wrongSelection',
  },
  /** A unit's sub-type, one of its type's (DESIGN §7); no type chosen: the type says so. */
  unitSubType: {
    types: ['integer'],
    holds: (value, { record }) => {
      const type = Number(record?.ekak_type_id);
      return !type || subTypeBelongsTo(type, Number(value));
    },
    message: 'app.sankalpScreens.validation.subTypeOfType',
  },
  /** One group's attendance at one unit's gathering (issue 17's cap). */
  attendanceCap: {
    types: ['count'],
    holds: atMost(ATTENDANCE_LIMITS.perField),
    message: ATTENDANCE_LIMIT_MESSAGE.FIELD,
    args: { max: ATTENDANCE_LIMITS.perField },
  },
  /** A unit's whole attendance in one gathering (a count form's `totalRule`). */
  attendanceTotal: {
    types: ['total'],
    holds: atMost(ATTENDANCE_LIMITS.perUnit),
    message: ATTENDANCE_LIMIT_MESSAGE.UNIT,
    args: { max: ATTENDANCE_LIMITS.perUnit },
  },
} as const satisfies Record<string, NamedRule>;

export type RuleName = keyof typeof NAMED_RULES;

export const namedRule = (name: string): NamedRule | undefined =>
  Object.hasOwn(NAMED_RULES, name) ? NAMED_RULES[name as RuleName] : undefined;

/** Whether `name` is a rule of the registry that a field of `type` may carry. */
export const ruleFits = (name: string, type: string): boolean =>
  namedRule(name)?.types.includes(type) ?? false;

/** A broken rule's message key and arguments, or undefined (no rule, or it holds). */
export function brokenRuleIssue(
  name: string | undefined,
  value: unknown,
  context: RuleContext,
): { key: string; args?: Readonly<Record<string, number>> } | undefined {
  if (name === undefined) return undefined;
  const rule: NamedRule | undefined = namedRule(name);
  // the declaration check refuses an unknown name: reaching one here is a programming error
  if (!rule) throw new Error(`unknown rule ${name}`);
  if (rule.holds(value, context)) return undefined;
  return rule.args ? { key: rule.message, args: rule.args } : { key: rule.message };
}

/** The message key of a broken rule, or undefined (no rule, or it holds). */
export const brokenRule = (name: string | undefined, value: unknown, context: RuleContext) =>
  brokenRuleIssue(name, value, context)?.key;

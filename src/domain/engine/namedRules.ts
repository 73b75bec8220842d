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

/** A rule holding for a number no greater than `max`. */
export const atMost = (max: number) => (value: unknown) =>
  typeof value === 'number' && value <= max;

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

const ENGINE_RULES: Readonly<Record<string, NamedRule>> = {
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
    message: 'app.entity.validation.pastDate',
  },
};

/** The engine's rules, and those the module packages plug in (their catalogue installs them). */
export const NAMED_RULES: Record<string, NamedRule> = { ...ENGINE_RULES };

export function plugRules(rules: Readonly<Record<string, NamedRule>>): void {
  Object.assign(NAMED_RULES, rules);
}

export const namedRule = (name: string): NamedRule | undefined =>
  Object.hasOwn(NAMED_RULES, name) ? NAMED_RULES[name] : undefined;

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

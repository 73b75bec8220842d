/**
 * When a count form reminds its pending offices (issue 47), as data in its period policy: days
 * counted from the period's due day (−3 three days before, 0 on the day, 2 two days after), and
 * the step from which the office above also gets one digest of its pending children.
 */
export interface ReminderPolicy {
  days: readonly number[];
  escalateFrom?: number;
}

/** A reminder step of a period: its day (yyyy-mm-dd), its offset, whether it escalates. */
export interface ReminderStep {
  day: string;
  offset: number;
  escalate: boolean;
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * How far back a step that was not planned on its day is still sent: the steps of a month
 * still open for entry (its steps run from a few days before its due day, which is early in
 * the next month), and a server down for a week catches up; but a yearly form switched on in
 * the middle of the year does not remind of festivals long past.
 */
export const REMINDER_LOOKBACK_DAYS = 40;

/** The steps of a period due by `today`, in order: its due day plus each offset, not after today. */
export function dueReminderSteps(
  policy: ReminderPolicy,
  due: string,
  today: string,
): ReminderStep[] {
  return [...new Set(policy.days)]
    .sort((a, b) => a - b)
    .map((offset) => ({
      day: addDays(due, offset),
      offset,
      escalate: policy.escalateFrom !== undefined && offset >= policy.escalateFrom,
    }))
    .filter((s) => s.day <= today);
}

/** The steps to plan today: those due, and not more than `REMINDER_LOOKBACK_DAYS` old. */
export const stepsToPlan = (policy: ReminderPolicy, due: string, today: string): ReminderStep[] =>
  dueReminderSteps(policy, due, today).filter(
    (s) => s.day >= addDays(today, -REMINDER_LOOKBACK_DAYS),
  );

/** The steps a builder's text names ("-3, 0, 2, 5"), or why not: one key, the first problem. */
export function parseReminderDays(
  text: string,
): { days: number[] } | { problem: 'app.moduleBuilder.reminders.badDays' } {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  const days = parts.map(Number);
  const ok =
    parts.length > 0 &&
    parts.length <= MAX_REMINDER_STEPS &&
    days.every((d) => Number.isInteger(d) && d >= MIN_REMINDER_DAY && d <= MAX_REMINDER_DAY);
  return ok
    ? { days: [...new Set(days)].sort((a, b) => a - b) }
    : { problem: 'app.moduleBuilder.reminders.badDays' };
}

/** The bounds of a step, as the definition schema holds them. */
export const MIN_REMINDER_DAY = -31;
export const MAX_REMINDER_DAY = 62;
export const MAX_REMINDER_STEPS = 8;

/** A monthly form's: 3 days before its due day, on it, 2 and 5 days after (escalating). */
export const MONTHLY_REMINDERS: ReminderPolicy = { days: [-3, 0, 2, 5], escalateFrom: 5 };
/** A yearly return's reminders: two weeks and one before its due day, on it, a week after (escalating). */
export const YEARLY_REMINDERS: ReminderPolicy = { days: [-14, -7, 0, 7], escalateFrom: 7 };
/**
 * A festival return's: one, two and three weeks after the end of the festival's month (the
 * last escalating) — a festival late in its month is entered in the days after it.
 */
export const FESTIVAL_REMINDERS: ReminderPolicy = { days: [7, 14, 21], escalateFrom: 21 };

/** The steps a form switched to reminders in the builder starts from: those of its kind. */
export const remindersFor = (form: { period: string; axis?: string }): ReminderPolicy => {
  if (form.period === 'month') return MONTHLY_REMINDERS;
  return form.axis ? FESTIVAL_REMINDERS : YEARLY_REMINDERS;
};

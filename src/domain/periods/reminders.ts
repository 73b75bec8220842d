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

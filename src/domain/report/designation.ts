import { calendarYearOf, parseFinancialYear } from '../calendar';

/**
 * Months as one integer (year × 12 + month − 1), so that designation changes can be stored as
 * "+1 from this month on" / "−1 from this month on" and a month's count is a prefix sum.
 */
export type MonthKey = number;

/** The key of the month a 'yyyy-mm-dd' date falls in. */
export const monthKeyOfDate = (date: string): MonthKey =>
  Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** The key of a month of a financial year ('2026-27', 1..12); undefined for a bad year. */
export function monthKeyOf(year: string, month: number): MonthKey | undefined {
  const start = parseFinancialYear(year);
  return start === undefined ? undefined : calendarYearOf(start, month) * 12 + month - 1;
}

export interface StatusEntry {
  status: string;
  /** 'yyyy-mm-dd' */
  effective_date: string;
  status_id: number;
}

/** [first, last] month keys; last undefined = open ended. */
export type MonthInterval = [MonthKey, MonthKey | undefined];

/**
 * The months a unit is designated in, by the rule of /sanghik/list (server/repositories/
 * sanghik.ts): an 'active' change counts from its own month through the month before the next
 * change — or through the next change's month when that change is after the month's first day.
 */
export function designatedIntervals(history: readonly StatusEntry[]): MonthInterval[] {
  const ordered = [...history].sort(
    (a, b) => a.effective_date.localeCompare(b.effective_date) || a.status_id - b.status_id,
  );
  const intervals: MonthInterval[] = [];
  ordered.forEach((entry, i) => {
    if (entry.status !== 'active') return;
    const from = monthKeyOfDate(entry.effective_date);
    const next = ordered[i + 1]?.effective_date;
    if (next === undefined) return void intervals.push([from, undefined]);
    const to = monthKeyOfDate(next) - (next.endsWith('-01') ? 1 : 0);
    if (to >= from) intervals.push([from, to]);
  });
  return intervals;
}

/** Step changes of a 0/1 (or count) series: month → change from that month on. */
export type Steps = Map<MonthKey, number>;

/** +1 where a unit becomes designated, −1 the month after it stops (overlaps merged). */
export function designationSteps(history: readonly StatusEntry[]): Steps {
  const months = designatedIntervals(history).sort((a, b) => a[0] - b[0]);
  const steps: Steps = new Map();
  let open: MonthInterval | undefined;
  const close = () => {
    if (!open) return;
    addStep(steps, open[0], 1);
    if (open[1] !== undefined) addStep(steps, open[1] + 1, -1);
  };
  for (const [from, to] of months) {
    if (open && (open[1] === undefined || from <= open[1] + 1)) {
      const end = open[1] === undefined || to === undefined ? undefined : Math.max(open[1], to);
      open = [open[0], end];
    } else {
      close();
      open = [from, to];
    }
  }
  close();
  return steps;
}

export function addStep(steps: Steps, key: MonthKey, change: number): void {
  const value = (steps.get(key) ?? 0) + change;
  if (value === 0) steps.delete(key);
  else steps.set(key, value);
}

/** The steps of "count > 0" for a series of count steps (a leaf place: has units or not). */
export function positiveSteps(counts: Steps): Steps {
  const steps: Steps = new Map();
  let sum = 0;
  let positive = false;
  for (const key of [...counts.keys()].sort((a, b) => a - b)) {
    sum += counts.get(key)!;
    if (sum > 0 !== positive) {
      positive = sum > 0;
      addStep(steps, key, positive ? 1 : -1);
    }
  }
  return steps;
}

/** after − before, step by step. */
export function stepsDiff(before: Steps, after: Steps): Steps {
  const diff: Steps = new Map(after);
  before.forEach((value, key) => addStep(diff, key, -value));
  return diff;
}

/**
 * The months whose figure a step change moves: where the running sum of `diff` is not zero
 * (a unit designated from October instead of September changes September alone).
 */
export function changedMonths(diff: Steps): MonthInterval[] {
  const intervals: MonthInterval[] = [];
  let sum = 0;
  let from: MonthKey | undefined;
  for (const key of [...diff.keys()].sort((a, b) => a - b)) {
    sum += diff.get(key)!;
    if (sum !== 0 && from === undefined) from = key;
    if (sum === 0 && from !== undefined) {
      intervals.push([from, key - 1]);
      from = undefined;
    }
  }
  if (from !== undefined) intervals.push([from, undefined]);
  return intervals;
}

/** Is the month in one of the intervals? */
export const inIntervals = (key: MonthKey, intervals: readonly MonthInterval[]) =>
  intervals.some(([from, to]) => key >= from && (to === undefined || key <= to));

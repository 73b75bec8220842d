import { isAxisName, PERIOD_AXES, type AxisName, type AxisValue } from './axes';
import { FINANCIAL_YEAR, MONTH, yearByAxis } from './kinds';
import type { EntryWindow, Period, PeriodKind, PeriodName } from './types';

export * from './axes';
export * from './types';
export * from './policy';
export * from './approval';
export * from './reminders';
export * from './completenessLink';
export { gateMessage } from './gateMessage';
export { lastYearOf, shiftedPeriod } from './shift';
export { FINANCIAL_YEAR, MONTH, yearByAxis } from './kinds';

/** The period kinds a declaration names (`period`), crossed with its `axis` when it has one. */
export const PERIOD_KINDS = { month: MONTH, financialYear: FINANCIAL_YEAR } as const;
export type PeriodKindName = keyof typeof PERIOD_KINDS;

/** A module's period kind: its `period`, crossed with its `axis` (a year's festivals). */
export function periodKindOf(d: { period: string; axis?: string }): PeriodKind | undefined {
  if (d.axis !== undefined) {
    return d.period === 'financialYear' && isAxisName(d.axis) ? yearByAxis(d.axis) : undefined;
  }
  return Object.hasOwn(PERIOD_KINDS, d.period)
    ? PERIOD_KINDS[d.period as PeriodKindName]
    : undefined;
}

export const samePeriod = (a: Period, b: Period) =>
  a.year === b.year && (a.month ?? 0) === (b.month ?? 0) && (a.part ?? '') === (b.part ?? '');

/** The one entry-window rule, browser and server: is `period` open for entry today? */
export const isOpenForEntry = (
  kind: PeriodKind,
  window: EntryWindow,
  period: Period,
  today: Date,
) => kind.open(today, window).some((open) => samePeriod(open, period));

/** The financial years a screen offers for entry, newest first. */
export const openYears = (kind: PeriodKind, window: EntryWindow, today: Date): string[] => [
  ...new Set(kind.open(today, window).map((p) => p.year)),
];

/**
 * The name of a period as submissions and approvals key it (a month's number, a festival's
 * code, or nothing for the whole year), whatever its form.
 */
export function periodNameOf(year: string, part: string): PeriodName {
  if (part === '') return FINANCIAL_YEAR.label({ year });
  if (/^\d+$/.test(part)) return MONTH.label({ year, month: Number(part) });
  const axis = (Object.keys(PERIOD_AXES) as AxisName[]).find((a) =>
    PERIOD_AXES[a].some((v: AxisValue) => v.code === part),
  );
  return (axis ? yearByAxis(axis) : FINANCIAL_YEAR).label({ year, part });
}

/** A period's name in the person's language. */
export function periodText(name: PeriodName, translate: (key: string, args?: object) => string) {
  const named = Object.fromEntries(
    Object.entries(name.keys).map(([k, key]) => [k, translate(key)]),
  );
  return translate(name.key, { ...name.args, ...named });
}

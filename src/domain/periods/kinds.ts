import {
  APRIL,
  FINANCIAL_MONTHS,
  financialYear,
  financialYearStart,
  formatFinancialYear,
  monthKey,
  monthRange,
  parseFinancialYear,
} from '../calendar';
import { PERIOD_AXES, axisLabelKey, axisValue, type AxisName, type AxisValue } from './axes';
import type { EntryWindow, Period, PeriodBody, PeriodKind, PeriodMonth } from './types';

const startOf = (period: Period) => parseFinancialYear(period.year) ?? 0;
const monthIn = (period: Period, month: number): PeriodMonth => ({
  year: period.year,
  month,
  ...monthRange(startOf(period), month),
});
const yearOf = (body: PeriodBody) =>
  typeof body.year === 'string' && parseFinancialYear(body.year) !== undefined
    ? body.year
    : undefined;
/** The axis named in a body that its kind does not have (its name is the problem). */
const strayAxis = (body: PeriodBody, own?: string) =>
  Object.keys(PERIOD_AXES).find(
    (axis) => axis !== own && body[axis] !== undefined && body[axis] !== '',
  );

/** The financial years open today: `ahead` after and `back` before the current; the grace
 * months keep one more. */
function openYears(today: Date, window: EntryWindow): string[] {
  const start = financialYearStart(today);
  const intoYear = FINANCIAL_MONTHS.indexOf(today.getMonth() + 1);
  const back = window.back + (intoYear < (window.graceMonths ?? 0) ? 1 : 0);
  const ahead = window.ahead ?? 0;
  return Array.from({ length: ahead + back + 1 }, (_, i) => formatFinancialYear(start + ahead - i));
}

/** A month of a financial year (the monthly gathering). */
export const MONTH: PeriodKind = {
  name: 'month',
  parse(body) {
    const year = yearOf(body);
    if (!year) return { problem: 'year' };
    const month = body.month;
    if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12)
      return { problem: 'month' };
    const stray = strayAxis(body);
    return stray ? { problem: stray } : { year, month };
  },
  bodyOf: (p) => ({ year: p.year, month: p.month ?? 0 }),
  monthOf: (p) => monthIn(p, p.month ?? APRIL),
  open(today, window) {
    const out: Period[] = [];
    for (let back = -(window.ahead ?? 0); back <= window.back; back += 1) {
      const date = new Date(today.getFullYear(), today.getMonth() - back, 1);
      const year = financialYear(date);
      if (window.withinYear && year !== financialYear(today)) {
        if (back < 0) continue;
        break;
      }
      out.push({ year, month: date.getMonth() + 1 });
    }
    return out;
  },
  label: (p) => ({
    key: 'app.period.month',
    args: { year: p.year },
    keys: { month: monthKey(p.month ?? 0) },
  }),
  order: (p) => startOf(p) * 12 + FINANCIAL_MONTHS.indexOf(p.month ?? 0),
};

/** A whole financial year (a yearly return); its records count in March, the year's last month. */
export const FINANCIAL_YEAR: PeriodKind = {
  name: 'financialYear',
  parse(body) {
    const year = yearOf(body);
    if (!year) return { problem: 'year' };
    const stray = strayAxis(body);
    return stray ? { problem: stray } : { year, part: '' };
  },
  bodyOf: (p) => ({ year: p.year }),
  monthOf: (p) => monthIn(p, 3),
  open: (today, window) => openYears(today, window).map((year) => ({ year, part: '' })),
  label: (p) => ({ key: 'app.period.financialYear', args: { year: p.year }, keys: {} }),
  order: startOf,
};

const byAxis = new Map<string, PeriodKind>();

/** A financial year crossed with a declared axis: one period per year and value (a festival). */
export function yearByAxis(axis: AxisName): PeriodKind {
  const known = byAxis.get(axis);
  if (known) return known;
  const values: readonly AxisValue[] = PERIOD_AXES[axis];
  const kind: PeriodKind = {
    name: `financialYear:${axis}`,
    axis,
    parse(body) {
      const year = yearOf(body);
      if (!year) return { problem: 'year' };
      const value = axisValue(axis, typeof body[axis] === 'string' ? body[axis] : '');
      if (!value) return { problem: axis };
      const stray = strayAxis(body, axis);
      return stray ? { problem: stray } : { year, part: value.code };
    },
    bodyOf: (p) => ({ year: p.year, [axis]: p.part ?? '' }),
    monthOf: (p) => monthIn(p, axisValue(axis, p.part ?? '')?.month ?? 3),
    open: (today, window) =>
      openYears(today, window).flatMap((year) => values.map((v) => ({ year, part: v.code }))),
    label: (p) => ({
      key: 'app.period.yearPart',
      args: { year: p.year },
      keys: { part: axisLabelKey(axis, p.part ?? '') },
    }),
    order: (p) => startOf(p) * 100 + values.findIndex((v) => v.code === p.part),
  };
  byAxis.set(axis, kind);
  return kind;
}

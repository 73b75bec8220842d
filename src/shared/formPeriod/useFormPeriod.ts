import { useState } from 'react';
import {
  financialYear,
  startedMonths,
  yearChoices,
  yearChoicesAhead,
  yearMonthChoices,
} from '../../domain/calendar';
import type { CountFormDeclaration } from '../../domain/engine';
import { PERIOD_AXES, isAxisName } from '../../domain/periods';

/** A form's period as its calls take it: the year, and its month or its axis's value. */
export function periodBody(d: CountFormDeclaration, year: string, month: number, part: string) {
  const axis = d.axis && isAxisName(d.axis) ? d.axis : null;
  return {
    year,
    ...(d.period === 'month' ? { month } : {}),
    ...(axis ? { [axis]: part } : {}),
  };
}

/** What a screen that asks about one count form's period chose: the form, year, month or part. */
export function useFormPeriod(
  forms: readonly CountFormDeclaration[],
  today: Date,
  start: { form?: string; year?: string; part?: string } = {},
  /** `ahead`: the months not yet begun and next year too (a plan, as targets are). */
  { ahead = false }: { ahead?: boolean } = {},
) {
  const [name, setName] = useState(start.form ?? '');
  const d = forms.find((f) => f.name === name) ?? forms[0];
  const [year, setYear] = useState(() => start.year ?? financialYear(today));
  const [month, setMonth] = useState(() => Number(start.part) || today.getMonth() + 1);
  const [axisValue, setAxisValue] = useState(start.part ?? '');
  // the months of the year that have begun, current first (as the entry screens offer them)
  const months = ahead ? yearMonthChoices() : startedMonths(year, today);
  const monthShown = months.some((m) => m.month === month) ? month : (months[0]?.month ?? month);
  const axis = d?.axis && isAxisName(d.axis) ? d.axis : null;
  const part = axis ? axisValue || PERIOD_AXES[axis][0]!.code : '';
  return {
    d,
    setName,
    /** The years to choose from, newest first. */
    years: (ahead ? yearChoicesAhead(today) : yearChoices(today)).reverse(),
    year,
    setYear,
    months,
    monthShown,
    setMonth,
    axis,
    part,
    setAxisValue,
    /** The chosen period as the form's calls take it. */
    body: () => (d ? periodBody(d, year, monthShown, part) : null),
  };
}

export type FormPeriod = ReturnType<typeof useFormPeriod>;

import { useState } from 'react';
import {
  countPeriodKind,
  entryMonths,
  entryYears,
  type CountFormDeclaration,
} from '../../domain/entities';
import { financialYear, yearChoices } from '../../domain/gathering';
import { MONTH } from '../../domain/periods';
import {
  initialPeriod,
  storePeriod,
  type Period,
  type PeriodStore,
} from '../../shared/period/periodStore';

/**
 * The period a count form's screen asks for: a month and its year (monthly forms, remembered per
 * module as the gathering always was) or a financial year; entry offers the open ones only, the
 * roll-up view every year.
 */
export function useCountPeriod(d: CountFormDeclaration, today: Date, report: boolean) {
  const monthly = countPeriodKind(d).name === MONTH.name;
  const store: PeriodStore = {
    key: `ssm.${d.name}.period`,
    monthChoices: (day) => entryMonths(d, day),
    yearChoices: (day) => entryYears(d, day),
  };
  const [chosen, setChosen] = useState<Period>(() =>
    monthly ? initialPeriod(today, store) : { year: financialYear(today), month: 0 },
  );
  const years = report ? yearChoices(today) : entryYears(d, today);
  const period = { ...chosen, year: years.includes(chosen.year) ? chosen.year : years[0]! };
  const choose = (next: Period) => {
    setChosen(next);
    if (monthly) storePeriod(next, store);
  };
  /** The period's part of a call's body. */
  const body = { year: period.year, ...(monthly ? { month: period.month } : {}) };
  return { monthly, monthChoices: store.monthChoices, years, period, choose, body };
}

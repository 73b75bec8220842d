import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { countPeriodKind, type CountFormDeclaration } from '../../domain/engine';
import { financialYear, startedMonths, yearChoices } from '../../domain/calendar';
import { MONTH } from '../../domain/periods';
import {
  initialPeriod,
  storePeriod,
  type Period,
  type PeriodStore,
} from '../../shared/period/periodStore';

/**
 * The period a count form's screen asks for: a month and its year (monthly forms, remembered per
 * module as the gathering always was) or a financial year. Every period that has begun is
 * offered (issue 25): a closed one opens read-only with its reason; the current one first.
 */
export function useCountPeriod(d: CountFormDeclaration, today: Date) {
  const monthly = countPeriodKind(d).name === MONTH.name;
  const store: PeriodStore = {
    key: `ssm.${d.name}.period`,
    monthChoices: (day) => startedMonths(financialYear(day), day),
  };
  // a reminder's link names its period (`?year=…&month=…`): it opens there
  const [params] = useSearchParams();
  const linked = { year: params.get('year') ?? '', month: Number(params.get('month') ?? 0) };
  const [chosen, setChosen] = useState<Period>(() =>
    linked.year
      ? { year: linked.year, month: monthly ? linked.month : 0 }
      : monthly
        ? initialPeriod(today, store)
        : { year: financialYear(today), month: 0 },
  );
  const years = yearChoices(today).reverse();
  const year = years.includes(chosen.year) ? chosen.year : years[0]!;
  const months = startedMonths(year, today);
  const month = months.some((m) => m.month === chosen.month) ? chosen.month : months[0]!.month;
  const period = { year, month };
  const choose = (next: Period) => {
    setChosen(next);
    if (monthly) storePeriod(next, store);
  };
  /** The period's part of a call's body. */
  const body = { year: period.year, ...(monthly ? { month: period.month } : {}) };
  /** Whether the period came from a link (a reminder's): the screen looks for it at once. */
  const fromLink = linked.year !== '';
  return { monthly, monthChoices: () => months, years, period, choose, body, fromLink };
}

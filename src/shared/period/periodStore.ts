import { entryMonthChoices, financialYear, yearChoices } from '../../domain';

/** A month of a financial year, as the gathering's screens choose it. */
export interface Period {
  year: string;
  month: number;
}

/** Where a screen keeps its last period, and the months (and years) it offers. */
export interface PeriodStore {
  key: string;
  monthChoices: typeof entryMonthChoices;
  /** The years offered (default: every financial year so far). */
  yearChoices?: (today: Date) => string[];
}

/** The last used month and year when still offered today, else the current ones. */
export function initialPeriod(today: Date, store: PeriodStore): Period {
  const years = (store.yearChoices ?? yearChoices)(today);
  const fallback = { year: financialYear(today), month: store.monthChoices(today)[0]!.month };
  try {
    const stored = JSON.parse(localStorage.getItem(store.key) ?? 'null') as Partial<Period>;
    const monthOk = store.monthChoices(today).some((c) => c.month === stored?.month);
    const yearOk = years.includes(stored?.year ?? '');
    return monthOk && yearOk ? { year: stored.year!, month: stored.month! } : fallback;
  } catch {
    return fallback;
  }
}

export const storePeriod = (period: Period, store: PeriodStore) =>
  localStorage.setItem(store.key, JSON.stringify(period));

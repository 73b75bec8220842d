import { financialYear, reportMonthChoices, yearChoices } from '../../domain';

export interface ReportPeriod {
  /** Financial year, '2026-27'. */
  year: string;
  month: number;
}

const PERIOD_KEY = 'ssm.ahawal.period';

/** The last used month and year when still offered today, else the current ones. */
export function initialReportPeriod(today: Date): ReportPeriod {
  const fallback = { year: financialYear(today), month: reportMonthChoices(today)[0].month };
  try {
    const stored = JSON.parse(localStorage.getItem(PERIOD_KEY) ?? 'null') as Partial<ReportPeriod>;
    const monthOk = reportMonthChoices(today).some((c) => c.month === stored?.month);
    const yearOk = yearChoices(today).includes(stored?.year ?? '');
    return monthOk && yearOk ? { year: stored.year!, month: stored.month! } : fallback;
  } catch {
    return fallback;
  }
}

export const storeReportPeriod = (period: ReportPeriod) =>
  localStorage.setItem(PERIOD_KEY, JSON.stringify(period));

/** When the figures were last changed, as a Marathi date-time (dd/MM/yyyy HH:mm). */
export function formatComputedAt(iso: string | null, locale = 'mr-IN'): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

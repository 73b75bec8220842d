import { reportMonthChoices } from '../../domain';
import type { PeriodStore } from '../sanghik/entry';

/** The report screen keeps its own last month and year. */
export const REPORT_PERIOD: PeriodStore = {
  key: 'ssm.ahawal.period',
  monthChoices: reportMonthChoices,
};

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
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

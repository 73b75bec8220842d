import { reportMonthChoices } from '../../../domain';
import type { PeriodStore } from '../../../shared/period/periodStore';

/** The report screen keeps its own last month and year. */
export const REPORT_PERIOD: PeriodStore = {
  key: 'ssm.ahawal.period',
  monthChoices: reportMonthChoices,
};

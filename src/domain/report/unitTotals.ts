import { ACTIVITY_KEYS } from './normaliseMetrics';
import { sum } from './rawFields';
import type { ActivityBlock, ActivityKey, ReportMetrics } from './types';

const subTypeSum = (blocks: Record<ActivityKey, ActivityBlock>) =>
  sum(ACTIVITY_KEYS.flatMap((k) => Object.values(blocks[k].sub_types).map(Number)));

/** Total designated units: the sum of the nine designated counts (type × age group). */
export const totalDesignatedUnits = (m: ReportMetrics): number => subTypeSum(m.sankalp_total);

/** Total present units: the sum of the nine present counts (type × age group). */
export const totalPresentUnits = (m: ReportMetrics): number =>
  subTypeSum(m.present_Sankalpit_age_wise);

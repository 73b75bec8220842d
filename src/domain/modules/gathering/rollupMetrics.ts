import { EKAK_SUB_TYPES } from './units';
import type { PlaceKind } from '../../report/kinds';
import type {
  ActivityBlock,
  ActivityCounts,
  ActivityKey,
  AgeGroupKey,
  AttendanceSums,
  PlaceCounts,
  ReportMetrics,
} from '../../report/types';

/**
 * The additive figures of one place's subtree for one month, as the roll-up tables keep them
 * (server/migrations/005_report_rollups.ts). Any of them may be missing (no row): 0.
 */
export interface RollupFigures {
  /** designated units per sub-type id 1..9 */
  designated: Partial<Record<number, number>>;
  /** present units per sub-type id 1..9 */
  present: Partial<Record<number, number>>;
  attendance: Partial<AttendanceSums>;
  /** places of each kind in the subtree, itself included (static) */
  totals: Partial<Record<PlaceKind, number>>;
  /** of those, the places with a gathering record in the month */
  withRecord: Partial<Record<PlaceKind, number>>;
  /** leaf places (गाव, वस्ती) with designated units in the month */
  leavesWithUnits?: number;
}

const ACTIVITY_OF: Record<number, ActivityKey> = {
  1: 'shakha',
  2: 'saptahik_milan',
  3: 'sangh_mandali',
};
const ACTIVITIES: ActivityKey[] = ['shakha', 'saptahik_milan', 'sangh_mandali'];
const ATTENDANCE: (keyof AttendanceSums)[] = [
  'praudh',
  'tarun_vyavasayi',
  'maha_vidyarthi',
  'baal',
  'total',
  'shishu',
];

const n = (value: number | undefined | null): number => Number(value ?? 0) || 0;

/** Counts per unit type, split by the age groups of that type's sub-types. */
function blocks(bySubType: Partial<Record<number, number>>): Record<ActivityKey, ActivityBlock> {
  const result = Object.fromEntries(
    ACTIVITIES.map((a) => [a, { total: 0, sub_types: {} } as ActivityBlock]),
  ) as Record<ActivityKey, ActivityBlock>;
  for (const s of EKAK_SUB_TYPES) {
    const block = result[ACTIVITY_OF[s.ekak_type_id]];
    const count = n(bySubType[s.ekak_sub_type_id]);
    block.sub_types[s.group] = n(block.sub_types[s.group]) + count;
    block.total += count;
  }
  return result;
}

function activityCounts(b: Record<ActivityKey, ActivityBlock>): ActivityCounts {
  const shakha = b.shakha.total;
  const saptahik_milan = b.saptahik_milan.total;
  const sangh_mandali = b.sangh_mandali.total;
  return { shakha, saptahik_milan, sangh_mandali, total: shakha + saptahik_milan + sangh_mandali };
}

/** Present units per age group across the unit types (संघ मंडळी its own), and their total. */
function byAgeGroup(present: Partial<Record<number, number>>): ReportMetrics['total_present'] {
  const result: Partial<Record<AgeGroupKey, number>> & { total: number } = { total: 0 };
  for (const s of EKAK_SUB_TYPES) {
    const count = n(present[s.ekak_sub_type_id]);
    result[s.group] = n(result[s.group]) + count;
    result.total += count;
  }
  return result;
}

export function placeCounts(
  f: Pick<RollupFigures, 'totals' | 'withRecord' | 'leavesWithUnits'>,
): PlaceCounts {
  const t = (k: PlaceKind) => n(f.totals[k]);
  const p = (k: PlaceKind) => n(f.withRecord[k]);
  return {
    Total_gaon: t('gaon'),
    present_gaon: p('gaon'),
    sankalpit_gaon: n(f.leavesWithUnits),
    total_vasti: t('vasti'),
    present_vasti: p('vasti'),
    total_mandal: t('mandal'),
    present_mandal: p('mandal'),
    total_nagar: t('nagar'),
    present_nagar: p('nagar'),
    Total_taluka: t('taluka'),
    present_taluka: p('taluka'),
    Total_upkhand: t('upkhand'),
    present_upkhand: p('upkhand'),
    Total_upkhand_nagar: t('upkhand_nagar'),
    present_upkhand_nagar: p('upkhand_nagar'),
  };
}

/** The report figures of a place from its roll-up figures (missing values 0). */
export function reportMetrics(f: RollupFigures): ReportMetrics {
  const designated = blocks(f.designated);
  const present = blocks(f.present);
  const attendance = Object.fromEntries(ATTENDANCE.map((k) => [k, n(f.attendance[k])]));
  return {
    ...placeCounts(f),
    ekunSankalpit: activityCounts(designated),
    sankalp_total: designated,
    present_Sankalpit: activityCounts(present),
    present_Sankalpit_age_wise: present,
    present_sayamsevak_upastiti: attendance as unknown as AttendanceSums,
    total_present: byAgeGroup(f.present),
  };
}

/** All figures 0 (a month without any record). */
export const emptyMetrics = (): ReportMetrics =>
  reportMetrics({ designated: {}, present: {}, attendance: {}, totals: {}, withRecord: {} });

import { ATTENDANCE_FIELDS, isPresent, type AttendanceWithTotal } from './attendance';
import { EKAK_SUB_TYPES } from './units';

/**
 * Columns of a per-place, per-month roll-up row (DESIGN §3): attendance sums, the number of
 * present units, and present units per sub-type (`present_1` … `present_9`).
 */
export const ROLLUP_COLUMNS = [
  ...ATTENDANCE_FIELDS,
  'total',
  'present_units',
  ...EKAK_SUB_TYPES.map((s) => `present_${s.ekak_sub_type_id}` as const),
] as const;
export type RollupColumn = (typeof ROLLUP_COLUMNS)[number];
export type Rollup = Record<RollupColumn, number>;

export const emptyRollup = (): Rollup =>
  Object.fromEntries(ROLLUP_COLUMNS.map((c) => [c, 0])) as Rollup;

/** What one unit's month adds to the roll-up of each of its places. */
export function rollupOf(subTypeId: number, counts: AttendanceWithTotal | null): Rollup {
  const row = emptyRollup();
  if (!counts) return row;
  [...ATTENDANCE_FIELDS, 'total' as const].forEach((f) => (row[f] = counts[f]));
  if (isPresent(counts)) {
    row.present_units = 1;
    const key = `present_${subTypeId}`;
    if (key in row) row[key as RollupColumn] = 1;
  }
  return row;
}

/** The change a save makes to the roll-ups: after minus before. */
export function rollupDelta(
  subTypeId: number,
  before: AttendanceWithTotal | null,
  after: AttendanceWithTotal,
): Rollup {
  const old = rollupOf(subTypeId, before);
  const now = rollupOf(subTypeId, after);
  return Object.fromEntries(ROLLUP_COLUMNS.map((c) => [c, now[c] - old[c]])) as Rollup;
}

export const addRollups = (a: Rollup, b: Rollup): Rollup =>
  Object.fromEntries(ROLLUP_COLUMNS.map((c) => [c, a[c] + b[c]])) as Rollup;

export const isZeroRollup = (r: Rollup): boolean => ROLLUP_COLUMNS.every((c) => r[c] === 0);

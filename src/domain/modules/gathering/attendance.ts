/** The attendance counts of one unit in one month (spec §3 "sanghik_upstiti"). */
export const ATTENDANCE_FIELDS = [
  'praudh',
  'tarun_vyavasayi',
  'maha_vidyarthi',
  'baal',
  'shishu',
] as const;
export type AttendanceField = (typeof ATTENDANCE_FIELDS)[number];

export type Attendance = Record<AttendanceField, number>;
export type AttendanceWithTotal = Attendance & { total: number };

/** Fields that count towards the total: every field but shishu. */
export const TOTAL_FIELDS: readonly AttendanceField[] = [
  'praudh',
  'tarun_vyavasayi',
  'maha_vidyarthi',
  'baal',
];

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** total = praudh + tarun_vyavasayi + maha_vidyarthi + baal (shishu excluded); missing = 0. */
export function unitTotal(counts: Partial<Attendance>): number {
  return TOTAL_FIELDS.reduce((sum, field) => sum + count(counts[field]), 0);
}

/** The counts with missing ones as 0 and the total recomputed (never trusted from input). */
export function withTotal(counts: Partial<Attendance>): AttendanceWithTotal {
  const filled = Object.fromEntries(ATTENDANCE_FIELDS.map((f) => [f, count(counts[f])]));
  return { ...(filled as Attendance), total: unitTotal(counts) };
}

/**
 * A unit is "present" in a month when any of these counts is above 0 (its total, or शिशु who
 * are not in the total). isPresent and the roll-ups' SQL (server/rollups/kindsSql.ts) read it.
 */
export const PRESENT_WHEN = ['total', 'shishu'] as const;

export const isPresent = (counts: Partial<Attendance>): boolean =>
  PRESENT_WHEN.some((f) => (f === 'total' ? unitTotal(counts) : count(counts[f])) > 0);

/** The units a save sends: those with total > 0 or shishu > 0. */
export function unitsToSave<T extends { sanghik_upstiti: Partial<Attendance> }>(
  units: readonly T[],
): T[] {
  return units.filter((u) => isPresent(u.sanghik_upstiti));
}

export const emptyAttendance = (): AttendanceWithTotal => withTotal({});

import {
  ATTENDANCE_FIELDS,
  unitTotal,
  type Attendance,
  type AttendanceField,
} from '../gathering/attendance';

/**
 * When a count looks like a slip of the finger (issue 15), as data: more than `ratio` times the
 * unit's median of its last `months` saved months and at least `minExcess` above it; a unit's
 * total above `volunteersRatio` times the volunteers registered at its village; शिशु at
 * `shishuMany` or more in a unit that never had any.
 */
export const PLAUSIBILITY = {
  months: 6,
  ratio: 3,
  minExcess: 20,
  volunteersRatio: 2,
  shishuMany: 10,
} as const;

export const PLAUSIBILITY_MESSAGE = {
  ABOVE_USUAL: 'app.plausibility.aboveUsual',
  ABOVE_VOLUNTEERS: 'app.plausibility.aboveVolunteers',
  SHISHU_SUDDEN: 'app.plausibility.shishuSudden',
  UNCONFIRMED: 'app.plausibility.unconfirmed',
} as const;

/** What a unit's past says: its last saved months (newest first) and its village's register. */
export interface UnitHistory {
  months: readonly Partial<Attendance>[];
  /** Live volunteers registered at the unit's village (null: not known). */
  volunteers: number | null;
}

export interface UnusualCount {
  field: AttendanceField | 'total';
  key: string;
  args: Record<string, number>;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const valueOf = (counts: Partial<Attendance>, f: AttendanceField) => counts[f] ?? 0;

/** The counts of one unit's month that look unusual against its history, with the reason. */
export function unusualCounts(counts: Partial<Attendance>, history: UnitHistory): UnusualCount[] {
  const P = PLAUSIBILITY;
  const past = history.months.slice(0, P.months);
  const flags: UnusualCount[] = [];
  const neverShishu = past.length > 0 && past.every((m) => valueOf(m, 'shishu') === 0);
  for (const field of ATTENDANCE_FIELDS) {
    const value = valueOf(counts, field);
    if (field === 'shishu' && neverShishu && value >= P.shishuMany) {
      flags.push({ field, key: PLAUSIBILITY_MESSAGE.SHISHU_SUDDEN, args: { value } });
      continue;
    }
    if (past.length === 0) continue;
    const usual = median(past.map((m) => valueOf(m, field)));
    if (value > P.ratio * usual && value - usual >= P.minExcess) {
      flags.push({ field, key: PLAUSIBILITY_MESSAGE.ABOVE_USUAL, args: { median: usual } });
    }
  }
  const total = unitTotal(counts);
  const { volunteers } = history;
  if (volunteers !== null && volunteers > 0 && total > P.volunteersRatio * volunteers) {
    flags.push({
      field: 'total',
      key: PLAUSIBILITY_MESSAGE.ABOVE_VOLUNTEERS,
      args: { volunteers },
    });
  }
  return flags;
}

import { ATTENDANCE_FIELDS, unitTotal, type Attendance, type AttendanceField } from './attendance';

/**
 * Caps of one unit's month (issue 17): far above any real gathering, so a slip of the finger is
 * refused; with them the sums kept up the tree (bigint columns) never come near an overflow.
 */
export const ATTENDANCE_LIMITS = { perField: 10_000, perUnit: 20_000 } as const;

export const ATTENDANCE_LIMIT_MESSAGE = {
  FIELD: 'app.gathering.message.fieldTooLarge',
  UNIT: 'app.gathering.message.unitTooLarge',
} as const;

export interface AttendanceIssue {
  field: AttendanceField | 'total';
  key: string;
  args: { max: number };
}

/** What is over the caps in one unit's counts (nothing for a plausible unit). */
export function attendanceIssues(counts: Partial<Attendance>): AttendanceIssue[] {
  const issues: AttendanceIssue[] = ATTENDANCE_FIELDS.filter(
    (f) => (counts[f] ?? 0) > ATTENDANCE_LIMITS.perField,
  ).map((field) => ({
    field,
    key: ATTENDANCE_LIMIT_MESSAGE.FIELD,
    args: { max: ATTENDANCE_LIMITS.perField },
  }));
  if (unitTotal(counts) > ATTENDANCE_LIMITS.perUnit) {
    issues.push({
      field: 'total',
      key: ATTENDANCE_LIMIT_MESSAGE.UNIT,
      args: { max: ATTENDANCE_LIMITS.perUnit },
    });
  }
  return issues;
}

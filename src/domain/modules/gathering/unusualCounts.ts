import { unusualFigures, type FigureHistory, type UnusualFigure } from '../../plausibility';
import { ATTENDANCE_FIELDS, unitTotal, type Attendance, type AttendanceField } from './attendance';

export interface UnitHistory extends FigureHistory {
  months: readonly Partial<Attendance>[];
}

export interface UnusualCount extends UnusualFigure {
  field: AttendanceField | 'total';
}

/** The counts of one unit's month that look unusual against its history, with the reason. */
export const unusualCounts = (counts: Partial<Attendance>, history: UnitHistory): UnusualCount[] =>
  unusualFigures(counts, history, ATTENDANCE_FIELDS, unitTotal(counts)) as UnusualCount[];

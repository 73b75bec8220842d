import type { AttendanceWithTotal } from '../domain';

/** One month of GET /sankalp/{id}/attendance; months never saved are zeros with saved false. */
export interface UnitAttendanceMonth extends AttendanceWithTotal {
  /** Financial year, '2026-27'. */
  year: string;
  month: number;
  saved: boolean;
}

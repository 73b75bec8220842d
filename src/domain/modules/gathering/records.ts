import type { Attendance, AttendanceWithTotal } from './attendance';
import type { PlaceRef } from '../../geo';
import type { UnitHistory } from './unusualCounts';

/** A place with its nested parents, up to the chosen place (whose parent is null). */
export interface SanghikParent extends PlaceRef {
  parent: SanghikParent | null;
}

/** One unit of POST /sanghik/list with its attendance of the month (spec §3). */
export interface SanghikUnit {
  sankalp_id: number;
  localized_name: string;
  ekak_type_id: number;
  ekak_sub_type_id: number;
  location: PlaceRef;
  parent: SanghikParent | null;
  sanghik_upstiti: AttendanceWithTotal;
  /** Its last saved months and its village's register: what unusual counts are measured by. */
  history?: UnitHistory;
}

/** The gathering record of a place and month (spec §3 "Gathering record"). */
export interface SanghikRecord {
  sanghik_id: number | null;
  /** The month's version as read; a save sends it back (409 STALE if saved since). */
  version?: string | null;
  year: string;
  month: number;
  location: PlaceRef;
  sankalp: SanghikUnit[];
}

/** The body of POST /sanghik/list. */
export interface SanghikQuery {
  locationId: number;
  /** Financial year, '2026-27'. */
  year: string;
  month: number;
}

export interface SanghikSaveItem {
  sankalp_id: number;
  sanghik_upstiti: Partial<Attendance>;
}

/** The body of POST /sanghik/add. */
export interface SanghikSave extends SanghikQuery {
  upstitiDataArray: SanghikSaveItem[];
  version?: string | null;
  /** The person checked the unusual counts and confirmed them (issue 15). */
  confirmedUnusual?: boolean;
}

export interface SanghikSaveResult {
  message: string;
  sanghik_id: number;
}

import type { PlaceRef, UnitStatus } from '../domain';
import type { ApiCall } from './apiCall';

/** Unit counts of one place: active units per sub-type 1..9 and all units per status. */
export interface UnitCounts {
  by_sub_type: Record<number, number>;
  by_status: Record<UnitStatus, number>;
}

export interface UnitSummaryChild extends UnitCounts {
  location_id: number;
  localized_name: string;
  name_suffix: string;
}

/** POST /sankalp/summary: the counts per child place of a place, and their totals. */
export interface UnitSummary {
  location: PlaceRef;
  children: UnitSummaryChild[];
  totals: UnitCounts;
}

export interface UnitSummaryMethods {
  getUnitSummary(locationId: number): Promise<UnitSummary>;
}

export const unitSummaryMethods = (call: ApiCall): UnitSummaryMethods => ({
  getUnitSummary: (location_id) => call('/sankalp/summary', 'POST', { location_id }),
});

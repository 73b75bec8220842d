import type { UnitCounts, UnitSummary, UnitSummaryChild } from '../domain';
import type { ApiCall } from './apiCall';

export type { UnitCounts, UnitSummary, UnitSummaryChild };

export interface UnitSummaryMethods {
  getUnitSummary(locationId: number): Promise<UnitSummary>;
}

export const unitSummaryMethods = (call: ApiCall): UnitSummaryMethods => ({
  getUnitSummary: (location_id) => call('/sankalp/summary', 'POST', { location_id }),
});

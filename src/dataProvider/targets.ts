import type { TargetCell, TargetSheet } from '../domain/engine';
import type { ApiCall } from './apiCall';

/** A count form's period at a place, as the targets calls take it. */
export type TargetQuery = { module: string; placeId: number; year: string } & Record<
  string,
  string | number
>;

export interface TargetMethods {
  /** GET /targets: the place's children with their targets of the form's period. */
  getTargets(query: TargetQuery): Promise<TargetSheet>;
  /** PUT /targets: the children's targets set, cell by cell (null: taken away). */
  setTargets(
    query: TargetQuery,
    cells: TargetCell[],
    options?: { dryRun?: boolean },
  ): Promise<{ ok: boolean }>;
}

export const targetMethods = (call: ApiCall): TargetMethods => ({
  getTargets: (query) =>
    call(`/targets?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`),
  setTargets: (query, cells, options) =>
    call('/targets', 'PUT', { ...query, cells, ...(options?.dryRun ? { dryRun: true } : {}) }),
});

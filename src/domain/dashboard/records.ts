import type { GatheringRecordRow, RecordState } from './types';

/** A place's state from its roll-up: saved once a unit under it attended that month. */
export const recordState = (unitsReported: number): RecordState =>
  unitsReported > 0 ? 'saved' : 'not_started';

const ORDER: Record<RecordState, number> = { not_started: 0, saved: 1 };

/** Pending places first, then by name (Marathi collation), then id. */
export function sortRecords<
  R extends Pick<GatheringRecordRow, 'state' | 'location_name' | 'location_id'>,
>(rows: readonly R[]): R[] {
  return [...rows].sort(
    (a, b) =>
      ORDER[a.state] - ORDER[b.state] ||
      a.location_name.localeCompare(b.location_name, 'mr') ||
      a.location_id - b.location_id,
  );
}

/** The rows of one state, or all of them ('all'). */
export const filterRecords = <R extends Pick<GatheringRecordRow, 'state'>>(
  rows: readonly R[],
  state: RecordState | 'all',
): R[] => (state === 'all' ? [...rows] : rows.filter((r) => r.state === state));

/** Per type sums of the nine sub-type counts (1–4 शाखा, 5–8 साप्ताहिक मिलन, 9 संघ मंडळी). */
export function unitsByType(bySubType: readonly number[]) {
  const sum = (from: number, to: number) =>
    bySubType.slice(from, to).reduce((a, b) => a + (Number(b) || 0), 0);
  const shakha = sum(0, 4);
  const saptahik_milan = sum(4, 8);
  const sangh_mandali = sum(8, 9);
  return { shakha, saptahik_milan, sangh_mandali, total: shakha + saptahik_milan + sangh_mandali };
}

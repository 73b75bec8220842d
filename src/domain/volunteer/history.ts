import { VOLUNTEER_COLUMNS, type VolunteerFieldKey } from './columns';

/** The fields a history snapshot is compared on (createdAt is when, not what). */
export type HistoryFieldKey = VolunteerFieldKey | 'location_id';
export const HISTORY_FIELDS: readonly HistoryFieldKey[] = [
  'location_id',
  ...VOLUNTEER_COLUMNS.map((c) => c.key),
];

export type HistorySnapshot = Partial<Record<HistoryFieldKey, unknown>> & { createdAt: string };

export interface FieldChange {
  field: HistoryFieldKey;
  previous: unknown;
  current: unknown;
}

/** What one save changed: the later snapshot's time and its changed fields. */
export interface ChangeGroup {
  at: string;
  changes: FieldChange[];
}

// '', null and undefined all mean "not filled"; numbers and their digit strings are equal
const comparable = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).trim();

/**
 * Consecutive snapshots (oldest first) compared: one group per save that changed something,
 * oldest first, listing only the changed fields in column order.
 */
export function diffHistory(snapshots: readonly HistorySnapshot[]): ChangeGroup[] {
  const groups: ChangeGroup[] = [];
  for (let i = 1; i < snapshots.length; i += 1) {
    const before = snapshots[i - 1]!;
    const after = snapshots[i]!;
    const changes = HISTORY_FIELDS.filter(
      (field) => comparable(before[field]) !== comparable(after[field]),
    ).map((field) => ({ field, previous: before[field], current: after[field] }));
    if (changes.length > 0) groups.push({ at: after.createdAt, changes });
  }
  return groups;
}

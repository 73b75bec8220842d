import { diffSnapshots, type ChangeGroup as Group, type FieldChange as Change } from '../history';
import { VOLUNTEER_COLUMNS, type VolunteerFieldKey } from './columns';

/** The fields a history snapshot is compared on (createdAt is when, not what). */
export type HistoryFieldKey = VolunteerFieldKey | 'location_id';
export const HISTORY_FIELDS: readonly HistoryFieldKey[] = [
  'location_id',
  ...VOLUNTEER_COLUMNS.map((c) => c.key),
];

export type HistorySnapshot = Partial<Record<HistoryFieldKey, unknown>> & { createdAt: string };
export type FieldChange = Change<HistoryFieldKey>;
export type ChangeGroup = Group<HistoryFieldKey>;

/** A volunteer's snapshots (oldest first) compared: what each save changed (spec §4). */
export const diffHistory = (snapshots: readonly HistorySnapshot[]): ChangeGroup[] =>
  diffSnapshots(
    HISTORY_FIELDS,
    snapshots.map((s) => ({ at: s.createdAt, values: s })),
  );

import type { ChangeGroup as Group, FieldChange as Change } from '../../history';
import type { VolunteerFieldKey } from './columns';

/** The fields a history snapshot is compared on (createdAt is when, not what). */
export type HistoryFieldKey = VolunteerFieldKey | 'location_id';

export type HistorySnapshot = Partial<Record<HistoryFieldKey, unknown>> & { createdAt: string };
export type FieldChange = Change<HistoryFieldKey>;
export type ChangeGroup = Group<HistoryFieldKey>;

/** The spec's snapshots of a volunteer (`/swayamsevak/history/:id`) as the history dialog compares them. */
export const volunteerSnapshots = (snapshots: readonly HistorySnapshot[]) =>
  snapshots.map((s) => ({ at: s.createdAt, values: s as Record<string, unknown> }));

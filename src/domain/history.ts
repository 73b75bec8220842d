/** One save's snapshot of a record: when, by whom, and its values. */
export interface Snapshot {
  at: string;
  by?: string | null;
  values: Readonly<Record<string, unknown>>;
}

export interface FieldChange<F extends string = string> {
  field: F;
  previous: unknown;
  current: unknown;
}

/** What one save changed: the later snapshot's time (and saver) and its changed fields. */
export interface ChangeGroup<F extends string = string> {
  at: string;
  by?: string | null;
  changes: FieldChange<F>[];
}

// '', null, undefined and [] all mean "not filled"; numbers and their digit strings are equal
const comparable = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.join('|')
      : String(value).trim();

/**
 * Consecutive snapshots (oldest first) compared on `fields`: one group per save that changed
 * something, oldest first, listing only the changed fields in the given order.
 */
export function diffSnapshots<F extends string>(
  fields: readonly F[],
  snapshots: readonly Snapshot[],
): ChangeGroup<F>[] {
  const groups: ChangeGroup<F>[] = [];
  for (let i = 1; i < snapshots.length; i += 1) {
    const before = snapshots[i - 1]!.values;
    const after = snapshots[i]!;
    const changes = fields
      .filter((field) => comparable(before[field]) !== comparable(after.values[field]))
      .map((field) => ({ field, previous: before[field], current: after.values[field] }));
    if (changes.length === 0) continue;
    groups.push(
      after.by === undefined ? { at: after.at, changes } : { at: after.at, by: after.by, changes },
    );
  }
  return groups;
}

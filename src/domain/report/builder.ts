/**
 * The column-choosing report (spec §2's volunteer report, and any register with
 * `reportBuilder`): locked columns always first, then the chosen ones in the order chosen, and
 * group toggles that add or drop a whole group at once (locked columns stay).
 */
export interface ReportGroup<K extends string = string> {
  id: string;
  fields: readonly K[];
}

/** `chosen` with the locked fields first and each field once, in the order chosen. */
export function chosenColumns<K extends string>(locked: readonly K[], chosen: readonly K[]): K[] {
  return [...new Set([...locked, ...chosen])];
}

/** `chosen` with every `group` field added (when `on`) or removed (locked fields stay). */
export function toggleGroup<K extends string>(
  locked: readonly K[],
  chosen: readonly K[],
  group: readonly K[],
  on: boolean,
): K[] {
  if (on) return chosenColumns(locked, [...chosen, ...group]);
  return chosenColumns(
    locked,
    chosen.filter((key) => !group.includes(key)),
  );
}

/** `chosen` with one field switched on (appended) or off; a locked field stays on. */
export const toggleColumn = <K extends string>(
  locked: readonly K[],
  chosen: readonly K[],
  key: K,
  on: boolean,
): K[] => chosenColumns(locked, on ? [...chosen, key] : chosen.filter((k) => k !== key));

/** Whether a group's every field is chosen, some of them, or none. */
export function groupState<K extends string>(
  chosen: readonly K[],
  group: readonly K[],
): 'all' | 'some' | 'none' {
  const count = group.filter((k) => chosen.includes(k)).length;
  if (count === 0) return 'none';
  return count === group.length ? 'all' : 'some';
}

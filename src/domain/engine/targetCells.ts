import { MAX_TARGET } from './countForms';

/** A target as typed in a sheet's cell: a whole number, blank for none, or not one. */
export type TypedTarget = { ok: true; value: number | null } | { ok: false };

/** Reads a typed target: blank is none; a whole number from 0 up to MAX_TARGET is one. */
export function typedTarget(text: string): TypedTarget {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value <= MAX_TARGET ? { ok: true, value } : { ok: false };
}

/**
 * The rows a targets sheet sends: each place with a cell changed from what was read, its
 * changed figures only (null: taken away); null when a changed cell is not a target.
 */
export function changedTargets(
  read: readonly { placeId: number; values: Readonly<Record<string, number>> }[],
  typed: Readonly<Record<number, Readonly<Record<string, string>>>>,
): { placeId: number; values: Record<string, number | null> }[] | null {
  const rows: { placeId: number; values: Record<string, number | null> }[] = [];
  for (const row of read) {
    const values: Record<string, number | null> = {};
    for (const [field, text] of Object.entries(typed[row.placeId] ?? {})) {
      const target = typedTarget(text);
      if (!target.ok) return null;
      if (target.value !== (row.values[field] ?? null)) values[field] = target.value;
    }
    if (Object.keys(values).length) rows.push({ placeId: row.placeId, values });
  }
  return rows;
}

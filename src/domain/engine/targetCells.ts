import type { TargetCell } from './countApi';
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
 * The cells a targets sheet sends: each one changed from what was read (a blank: null); null
 * while a changed cell is not a target.
 */
export function changedTargets(
  read: readonly { placeId: number; values: Readonly<Record<string, number>> }[],
  typed: Readonly<Record<number, Readonly<Record<string, string>>>>,
): TargetCell[] | null {
  const cells: TargetCell[] = [];
  for (const row of read)
    for (const [field, text] of Object.entries(typed[row.placeId] ?? {})) {
      const target = typedTarget(text);
      if (!target.ok) return null;
      if (target.value !== (row.values[field] ?? null))
        cells.push({ placeId: row.placeId, field, value: target.value });
    }
  return cells;
}

import { useCallback } from 'react';
import { useSourceContext } from 'react-admin';
import { get, useWatch } from 'react-hook-form';

/**
 * The record being entered: the form's values, or one row's in a form of many rows (the units'
 * add-many); `at(field)` is that field's path in the form, for `setValue` and `useWatch`.
 */
export function useEntryValues() {
  const { getSource } = useSourceContext();
  // '' at the top of a form, 'rows.2' inside the third row of an ArrayInput
  const row = getSource('');
  const all = useWatch() as Record<string, unknown>;
  const values = row ? (get(all, row) as Record<string, unknown> | undefined) : all;
  const at = useCallback((field: string) => getSource(field), [getSource]);
  return { values: values ?? {}, at };
}

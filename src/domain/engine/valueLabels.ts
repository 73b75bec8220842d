/** A named label list: a value's translation key, and the values a record may hold. */
export interface ValueLabels {
  label(value: number): string;
  /** The values offered for the record as entered so far (a sub-type: its type's). */
  values(record: Readonly<Record<string, unknown>>): readonly number[];
}

/**
 * Named label lists an integer field may show its values by (`valueLabels: 'unitType'`): the
 * module packages plug theirs in (their catalogue installs them).
 */
export const VALUE_LABELS: Record<string, ValueLabels> = {};

export function plugValueLabels(labels: Readonly<Record<string, ValueLabels>>): void {
  Object.assign(VALUE_LABELS, labels);
}

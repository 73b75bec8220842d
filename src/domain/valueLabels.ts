import { EKAK_SUB_TYPES, EKAK_TYPES, ekakSubTypeKey, ekakTypeKey } from './gathering/units';

/** A named label list: a value's translation key, and the values a record may hold. */
export interface ValueLabels {
  label(value: number): string;
  /** The values offered for the record as entered so far (a sub-type: its type's). */
  values(record: Readonly<Record<string, unknown>>): readonly number[];
}

/**
 * Named label lists an integer field may show its values by (`valueLabels: 'unitType'`). A
 * unit's type and sub-type are stored as the catalogue's ids and shown, in lists, exports and
 * the history, by their names; the form offers them as choices.
 */
export const VALUE_LABELS: Readonly<Record<string, ValueLabels>> = {
  unitType: { label: ekakTypeKey, values: () => EKAK_TYPES.map((t) => t.ekak_type_id) },
  unitSubType: {
    label: ekakSubTypeKey,
    values: (record) =>
      EKAK_SUB_TYPES.filter((s) => s.ekak_type_id === Number(record.ekak_type_id)).map(
        (s) => s.ekak_sub_type_id,
      ),
  },
};

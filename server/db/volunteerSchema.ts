import type { ColumnType, Generated } from 'kysely';
import type { VolunteerField } from '../../src/domain/modules/volunteers/fields';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** dateOfBirth: written as yyyy-mm-dd, read through to_char as dd-mm-yyyy. */
type DateColumn = ColumnType<Date | string, string, string>;

/** A declared field's column: digits stored as text, the date as a date. */
type ColumnOf<F> = F extends { type: 'yesNo' }
  ? boolean | null
  : F extends { type: 'date' }
    ? DateColumn
    : F extends { type: 'phone' }
      ? string | null
      : string;

/** A volunteer's own fields (the declaration in src/domain/volunteer/fields.ts), as columns. */
export type PersonColumns = { [F in VolunteerField as F['name']]: ColumnOf<F> };

/** kind of each depth of each tree, as stored in reference_item.kind */
export const REFERENCE_KINDS = {
  occupation: ['occupation', 'occupation_area', 'occupation_detail'],
  category: ['shreni', 'khate'],
  responsibility: ['dayitva_star', 'dayitva'],
  training: ['sangh_shikshan'],
  bloodGroup: ['blood_group'],
} as const;

export interface ReferenceItemTable {
  id: Generated<number>;
  kind: string;
  parent_id: number | null;
  localized_name: string;
  sort: number;
}

export type VolunteerTable = PersonColumns & {
  id: Generated<number>;
  location_id: number;
  location_path: string;
  /** One per saved snapshot (migration 021): a change of another version is refused. */
  version: Generated<number>;
  created_by: number | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type VolunteerHistoryTable = PersonColumns & {
  id: Generated<number>;
  volunteer_id: number;
  location_id: number;
  created_by: number | null;
  created_at: Timestamp;
};

export interface VolunteerTables {
  reference_item: ReferenceItemTable;
  volunteer: VolunteerTable;
  volunteer_history: VolunteerHistoryTable;
}

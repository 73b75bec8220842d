import type { ColumnType, Generated } from 'kysely';
import type { VolunteerFlagKey } from '../../src/domain/volunteer/columns';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** dateOfBirth: written as yyyy-mm-dd, read through to_char as dd-mm-yyyy. */
type DateColumn = ColumnType<Date | string, string, string>;

/** A volunteer's own fields, named as in the API payload (spec §3), digits stored as text. */
export type PersonColumns = {
  firstName: string;
  fatherName: string;
  surname: string;
  dateOfBirth: DateColumn;
  bloodGroup: string;
  occupation: string;
  occupationDetails1: string;
  occupationDetails2: string;
  address: string;
  pinCode: string;
  phone: string | null;
  mobile: string;
  email: string;
  category: string;
  account: string;
  responsibilityLevel: string;
  responsibility: string;
  otherResponsibility: string;
  specialSkills: string;
  trainingInOrganization: string;
} & Record<VolunteerFlagKey, boolean>;

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

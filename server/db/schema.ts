import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { EntityTables } from './entitySchema';
import type { GatheringTables } from './gatheringSchema';
import type { VolunteerTables } from './volunteerSchema';

/** The tables as Kysely sees them (server/migrations creates them). */
export interface Database extends GatheringTables, VolunteerTables, EntityTables {
  level: LevelTable;
  location: LocationTable;
  app_user: AppUserTable;
  /** Sign-ins of deleted users: never signed up again (migration 011). */
  deleted_identity: { firebase_uid: string; deleted_at: Generated<Timestamp> };
  /** Changes of the tree on /geo/tree (migration 016). */
  location_change: LocationChangeTable;
  /** Writes sent with an Idempotency-Key and their answers (migration 023). */
  idempotent_request: IdempotentRequestTable;
}

export interface IdempotentRequestTable {
  user_id: number;
  key: string;
  /** The method, path and body the key was first sent with. */
  request_hash: string;
  /** Null while the answer is not yet kept (or was lost with its process). */
  status: number | null;
  answer: string | null;
  content_type: string | null;
  created_at: Generated<Timestamp>;
}

export interface LocationChangeTable {
  change_id: Generated<number>;
  location_id: number;
  action: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string, string>;
  changed_by: number | null;
  changed_at: Generated<Timestamp>;
}

export interface LevelTable {
  level_id: number;
  name: string;
}

export interface LocationTable {
  location_id: Generated<number>;
  parent_id: number | null;
  level_id: number;
  localized_name: string;
  name_suffix: string;
  /** Ancestor ids with its own last: '/1/5/9/' (see pathOf in src/domain/geo.ts). */
  path: string;
  /** The organisation's own code (a geography sheet's key); none for places made otherwise. */
  code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The day the place closed (migration 016): no new entry in it or below it from then. */
  closed_on: ColumnType<string | null, string | null | undefined, string | null>;
}

export type UserStatus = 'pending' | 'active' | 'inactive';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AppUserTable {
  /** The "system number" shown to the user. */
  user_id: Generated<number>;
  firebase_uid: string | null;
  email: string;
  name: string | null;
  phone: string | null;
  level_id: number | null;
  location_id: number | null;
  /** The place asked for in an access request (POST /user/forApproval). */
  requested_location_id: number | null;
  admin: Generated<boolean>;
  writeallowed: Generated<boolean>;
  karyalay_pramukh: Generated<boolean>;
  status: Generated<UserStatus>;
  approved_by: number | null;
  approved_at: Date | null;
  updated_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export type LocationRow = Selectable<LocationTable>;
export type NewLocation = Insertable<LocationTable>;
export type AppUserRow = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;

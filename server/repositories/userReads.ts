import { sql, type Kysely } from 'kysely';
import type { Claims } from '../../src/domain/roles';
import type { SystemUser, UserStatus } from '../../src/domain/users';
import type { Database } from '../db/schema';

/** What a rights check and a claims write need about a user. */
export interface ManagedUser extends Claims {
  user_id: number;
  firebase_uid: string | null;
  email: string;
  status: UserStatus;
  level_id: number | null;
  path: string | null;
  name_suffix: string | null;
  requested_location_id: number | null;
  requested_level_id: number | null;
  requested_path: string | null;
}

const listQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('app_user as u')
    .leftJoin('location as l', 'l.location_id', 'u.location_id')
    .leftJoin('level as v', 'v.level_id', 'l.level_id')
    .leftJoin('location as r', 'r.location_id', 'u.requested_location_id')
    .select([
      'u.user_id',
      'u.email',
      'u.name',
      'u.phone',
      'u.status',
      'u.admin',
      'u.writeallowed',
      'u.karyalay_pramukh',
      'l.level_id',
      'v.name as level_name',
      'l.location_id',
      'l.localized_name',
      'l.name_suffix',
      'l.path as location_path',
      'r.location_id as requested_location_id',
      'r.localized_name as requested_localized_name',
      'r.name_suffix as requested_name_suffix',
      'r.level_id as requested_level_id',
      'u.approved_at',
      'u.updated_at',
      'u.created_at',
    ])
    .orderBy('u.user_id');

/** The user-admin API's reads: lists, rights-check rows, lookups. */
export function userReads(db: Kysely<Database>) {
  return {
    /** Approved users (active and inactive, or one of them), optionally inside a subtree. */
    async list(status: UserStatus | null, withinPath: string | null): Promise<SystemUser[]> {
      let q = listQuery(db).where('u.status', status ? '=' : '<>', status ?? 'pending');
      if (withinPath) q = q.where('l.path', 'like', `${withinPath}%`);
      return (await q.execute()) as unknown as SystemUser[];
    },

    async listPending(): Promise<SystemUser[]> {
      const rows = await listQuery(db).where('u.status', '=', 'pending').execute();
      return rows as unknown as SystemUser[];
    },

    async findManaged(ids: readonly number[]): Promise<ManagedUser[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('app_user as u')
        .leftJoin('location as l', 'l.location_id', 'u.location_id')
        .leftJoin('location as r', 'r.location_id', 'u.requested_location_id')
        .select([
          'u.user_id',
          'u.firebase_uid',
          'u.email',
          'u.status',
          'u.admin',
          'u.writeallowed',
          'u.karyalay_pramukh',
          'l.level_id',
          'l.path',
          'l.name_suffix',
          'u.requested_location_id',
          'r.level_id as requested_level_id',
          'r.path as requested_path',
        ])
        .where('u.user_id', 'in', [...ids])
        .orderBy('u.user_id')
        .execute();
    },

    /** Ancestor path of the tree's root (access requests search the whole tree). */
    async rootPath(): Promise<string> {
      const root = await db
        .selectFrom('location')
        .select('path')
        .where('parent_id', 'is', null)
        .orderBy('location_id')
        .executeTakeFirstOrThrow();
      return root.path;
    },

    async emailTaken(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('app_user')
        .select('user_id')
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

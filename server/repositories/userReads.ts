import { sql, type Kysely } from 'kysely';
import type { Claims } from '../../src/domain/roles';
import type { SystemUser, UserStatus } from '../../src/domain/users';
import type { Database } from '../db/schema';
import {
  USER_SORT_COLUMNS,
  filterUsers,
  listQuery,
  type UserListOptions,
  type UserListQuery,
} from './userListQuery';

/** Sorted by the asked column, then by id (a stable order across pages). */
const sorted = (query: UserListQuery, { sort, order }: UserListOptions) =>
  sort
    ? query
        .clearOrderBy()
        .orderBy(sql.ref(USER_SORT_COLUMNS[sort]), order === 'DESC' ? 'desc' : 'asc')
        .orderBy('u.user_id')
    : query;

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

/** The user-admin API's reads: lists, rights-check rows, lookups. */
export function userReads(db: Kysely<Database>) {
  return {
    /** Approved users (active and inactive, or one of them), optionally inside a subtree. */
    async list(options: UserListOptions): Promise<SystemUser[]> {
      return (await sorted(
        filterUsers(listQuery(db), options),
        options,
      ).execute()) as unknown as SystemUser[];
    },

    /** One page of `list` (1-based) and how many users match in all. */
    async listPage(
      options: UserListOptions,
      page: number,
      perPage: number,
    ): Promise<{ rows: SystemUser[]; total: number }> {
      const matching = filterUsers(listQuery(db), options);
      const [rows, count] = await Promise.all([
        sorted(matching, options)
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        matching
          .clearSelect()
          .clearOrderBy()
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirst(),
      ]);
      return { rows: rows as unknown as SystemUser[], total: Number(count?.total ?? 0) };
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

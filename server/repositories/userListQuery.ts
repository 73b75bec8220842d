import { sql, type Kysely } from 'kysely';
import { escapeLike } from '../db/escapeLike';
import type { RoleKey } from '../../src/domain/roles';
import type { UserSortKey, UserStatus } from '../../src/domain/users';
import type { Database } from '../db/schema';

/** Each sort key of the list (src/domain/users) and its column. */
export const USER_SORT_COLUMNS: Readonly<Record<UserSortKey, string>> = {
  user_id: 'u.user_id',
  name: 'u.name',
  email: 'u.email',
  phone: 'u.phone',
  level_name: 'v.name',
  localized_name: 'l.localized_name',
  status: 'u.status',
};

/** Who may be listed and the list screen's filters, all applied in SQL so pages are right. */
export interface UserListOptions {
  status: UserStatus | null;
  /** An office head sees their subtree, no admin, and no level above their own. */
  withinPath?: string | null;
  fromLevel?: number;
  q?: string;
  level_id?: number;
  location_id?: number;
  role?: RoleKey;
  sort?: UserSortKey;
  order?: 'ASC' | 'DESC';
}

/** The user list's rows: each user with their place, its level and the place they asked for. */
export const listQuery = (db: Kysely<Database>) =>
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

export type UserListQuery = ReturnType<typeof listQuery>;

/** `query` narrowed to the users `options` asks for. */
export function filterUsers(query: UserListQuery, options: UserListOptions): UserListQuery {
  const { status, withinPath, fromLevel, q, level_id, location_id, role } = options;
  let out = query.where('u.status', status ? '=' : '<>', status ?? 'pending');
  if (withinPath) out = out.where('l.path', 'like', `${escapeLike(withinPath)}%`);
  if (fromLevel !== undefined) {
    out = out.where('u.admin', '=', false).where('l.level_id', '>=', fromLevel);
  }
  if (level_id) out = out.where('l.level_id', '=', level_id);
  if (location_id) out = out.where('l.path', 'like', `%/${location_id}/%`);
  if (role === 'karyalay_pramukh') out = out.where('u.karyalay_pramukh', '=', true);
  if (role === 'editor') {
    out = out
      .where('u.karyalay_pramukh', '=', false)
      .where((eb) => eb.or([eb('u.writeallowed', '=', true), eb('u.admin', '=', true)]));
  }
  if (role === 'reader') {
    out = out
      .where('u.karyalay_pramukh', '=', false)
      .where('u.writeallowed', '=', false)
      .where('u.admin', '=', false);
  }
  const text = q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    out = out.where(
      sql<string>`lower(coalesce(u.name, '') || ' ' || u.email || ' ' || coalesce(u.phone, ''))`,
      'like',
      pattern,
    );
  }
  return out;
}

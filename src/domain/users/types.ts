import type { Claims } from '../roles';

export type UserStatus = 'pending' | 'active' | 'inactive';
export const USER_STATUSES: readonly UserStatus[] = ['pending', 'active', 'inactive'];

/** `GET /user/list/{param}`: which users (spec §7). */
export type UserListParam = 'all' | 'active' | 'inactive';
export const USER_LIST_PARAMS: readonly UserListParam[] = ['all', 'active', 'inactive'];

/** The columns the approved-user list is sorted by on the server (GET /user/list/*?sort=). */
export const USER_SORT_KEYS = [
  'user_id',
  'name',
  'email',
  'phone',
  'level_name',
  'localized_name',
  'status',
] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
/** The most users one page of the list holds. */
export const USER_PAGE_MAX = 500;

/** Whoever acts on a user: the signed-in person. */
export interface UserActor extends Claims {
  user_id: number;
  level_id: number;
  /** Ancestor path of the actor's place ('/1/5/'). */
  path: string;
}

/** The user acted on, or the place and level a user is being given. */
export interface UserTarget {
  user_id?: number;
  admin?: boolean;
  status?: UserStatus;
  level_id: number | null;
  /** Ancestor path of the target's place; null while no place is assigned. */
  path: string | null;
}

/** A user as `GET /user/list/*` and `GET /user/list-unapproved` answer it. */
export interface SystemUser extends Claims {
  user_id: number;
  email: string;
  name: string | null;
  phone: string | null;
  status: UserStatus;
  level_id: number | null;
  level_name: string | null;
  location_id: number | null;
  localized_name: string | null;
  name_suffix: string | null;
  location_path: string | null;
  requested_location_id: number | null;
  requested_localized_name: string | null;
  requested_name_suffix: string | null;
  requested_level_id: number | null;
  approved_at: string | null;
  updated_at: string;
  created_at: string;
}

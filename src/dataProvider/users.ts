import type { GetListParams, RaRecord } from 'react-admin';
import type { PlaceSearchHit } from '../domain/geo';
import { roleOf } from '../domain/roles';
import {
  USER_PAGE_MAX,
  USER_SORT_KEYS,
  type SystemUser,
  type SystemUserInput,
  type UserListParam,
} from '../domain/users';
import type { ApiCall } from './apiCall';
import { sortAndPage } from './clientPaging';
import type { ResourceHandler } from './dispatch';

/** Approved users (`GET /user/list/*`) and pending requests (`GET /user/list-unapproved`). */
export const USER = 'user';
export const USER_UNAPPROVED = 'user-unapproved';

export type UserRecord = SystemUser & RaRecord<number>;
export type UserMessage = { message: string; user_id?: number; count?: number; skipped?: number };
export type AccessRequestBody = { name: string; phone: string; location_id: number };

/** Typed custom calls of system users (spec §7 "Geography and users"). */
export interface UserMethods {
  approveUser(userId: number): Promise<UserMessage>;
  approveAllUsers(): Promise<UserMessage>;
  activateUser(userId: number): Promise<UserMessage>;
  deactivateUser(userId: number): Promise<UserMessage>;
  /** POST /user/forApproval: the access request after signing up. */
  requestAccess(body: AccessRequestBody): Promise<UserMessage>;
  /** POST /user/forApproval/places: places of levels 1 to 8 to ask for. */
  searchRequestPlaces(q: string): Promise<PlaceSearchHit[]>;
}

const withId = (u: SystemUser): UserRecord => ({ ...u, id: u.user_id });

/** react-admin filters of the user list, applied to the rows the API answered. */
export function matchesUserFilter(u: SystemUser, filter: Record<string, unknown>): boolean {
  const { level_id, location_id, role, q } = filter;
  if (level_id && u.level_id !== Number(level_id)) return false;
  if (location_id && !(u.location_path ?? '').includes(`/${Number(location_id)}/`)) return false;
  if (role && roleOf(u) !== role) return false;
  if (typeof q === 'string' && q.trim()) {
    const text = `${u.name ?? ''} ${u.email} ${u.phone ?? ''}`.toLowerCase();
    if (!text.includes(q.trim().toLowerCase())) return false;
  }
  return true;
}

/** The approved-user list's page, sort and filters as GET /user/list/* takes them. */
export function userListQuery({ pagination, sort, filter = {} }: GetListParams): string {
  const query = new URLSearchParams();
  const { page = 1, perPage = 50 } = pagination ?? {};
  query.set('page', String(page));
  query.set('perPage', String(Math.min(perPage, USER_PAGE_MAX)));
  // react-admin's `id` of a user is its user_id
  const field = sort?.field === 'id' ? 'user_id' : sort?.field;
  if (field && (USER_SORT_KEYS as readonly string[]).includes(field)) {
    query.set('sort', field);
    query.set('order', sort?.order === 'DESC' ? 'DESC' : 'ASC');
  }
  for (const key of ['q', 'level_id', 'location_id', 'role'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') {
      query.set(key, String(value).trim());
    }
  }
  return query.toString();
}

const listParam = (status: unknown): UserListParam =>
  status === 'active' || status === 'inactive' ? status : 'all';

const rowsOf = async (call: ApiCall, resource: string, status?: unknown) =>
  (
    await call<SystemUser[]>(
      resource === USER ? `/user/list/${listParam(status)}` : '/user/list-unapproved',
    )
  ).map(withId);

/** react-admin's calls of 'user' and 'user-unapproved' on the user endpoints. */
export function userHandler(call: ApiCall): ResourceHandler {
  return {
    async getList(resource, params) {
      const filter = params.filter ?? {};
      if (resource === USER) {
        const path = `/user/list/${listParam(filter.status)}?${userListQuery(params)}`;
        const { json, headers } = await call.withHeaders<SystemUser[]>(path);
        return {
          data: json.map(withId) as never[],
          total: Number(headers.get('x-total-count') ?? json.length),
        };
      }
      // pending requests are few: answered whole, filtered and paged here
      const rows = (await rowsOf(call, resource)).filter((u) => matchesUserFilter(u, filter));
      return { data: sortAndPage(rows, params) as never[], total: rows.length };
    },
    async getOne(resource, params) {
      const found = (await rowsOf(call, resource)).find((u) => u.id === Number(params.id));
      if (!found) throw new Error('ra.notification.item_doesnt_exist');
      return { data: found as never };
    },
    async getMany(resource, params) {
      const ids = params.ids.map(Number);
      return { data: (await rowsOf(call, resource)).filter((u) => ids.includes(u.id)) as never[] };
    },
    async create(_resource, params) {
      const { user_id } = await call<UserMessage>('/user', 'POST', params.data as SystemUserInput);
      return { data: { ...params.data, id: user_id } as never };
    },
    async update(_resource, params) {
      const body = { ...(params.data as object), user_id: Number(params.id) };
      await call('/user/update', 'PUT', body);
      return { data: { ...params.data, id: params.id } as never };
    },
    async deleteMany(_resource, params) {
      await call('/user/delete', 'PUT', { userIds: params.ids.map(Number) });
      return { data: params.ids };
    },
  };
}

export const userMethods = (call: ApiCall): UserMethods => ({
  approveUser: (user_id) => call('/user/approve', 'PUT', { user_id }),
  approveAllUsers: () => call('/user/approveAll', 'PUT', {}),
  activateUser: (userId) => call('/user/activate', 'PUT', { userId }),
  deactivateUser: (userId) => call('/user/deactivate', 'PUT', { userId }),
  requestAccess: (body) => call('/user/forApproval', 'POST', body),
  searchRequestPlaces: (q) => call('/user/forApproval/places', 'POST', { q }),
});

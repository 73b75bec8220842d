import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { PlaceSearchHit } from '../domain/geo';
import { roleOf } from '../domain/roles';
import type { SystemUser, SystemUserInput, UserListParam } from '../domain/users';
import type { HttpClient } from '../httpClient';

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
  /** PUT /user/userUpdate: the own name and phone. */
  updateOwnDetails(body: { name: string; phone: string }): Promise<UserMessage>;
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

function sortAndPage(rows: UserRecord[], { sort, pagination }: GetListParams) {
  const field = (sort?.field ?? 'id') as keyof UserRecord;
  const sign = sort?.order === 'DESC' ? -1 : 1;
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [a[field] ?? '', b[field] ?? ''];
    return (
      sign *
      (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
    );
  });
  if (!pagination) return sorted;
  const start = (pagination.page - 1) * pagination.perPage;
  return sorted.slice(start, start + pagination.perPage);
}

const listParam = (status: unknown): UserListParam =>
  status === 'active' || status === 'inactive' ? status : 'all';

/** Maps react-admin's calls of 'user' and 'user-unapproved' onto the user endpoints. */
export function withUsers<P extends DataProvider>(
  base: P,
  httpClient: HttpClient,
  apiUrl: string,
): P & UserMethods {
  const call = async <T>(path: string, method: string, body?: unknown): Promise<T> =>
    (
      await httpClient(`${apiUrl}${path}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json as T;
  const fetchRows = async (resource: string, status?: unknown) =>
    (
      await call<SystemUser[]>(
        resource === USER ? `/user/list/${listParam(status)}` : '/user/list-unapproved',
        'GET',
      )
    ).map(withId);
  const ours = (resource: string) => resource === USER || resource === USER_UNAPPROVED;

  const provider: DataProvider = {
    ...base,
    async getList(resource, params) {
      if (!ours(resource)) return base.getList(resource, params);
      const filter = params.filter ?? {};
      const rows = (await fetchRows(resource, filter.status)).filter((u) =>
        matchesUserFilter(u, filter),
      );
      return { data: sortAndPage(rows, params) as never[], total: rows.length };
    },
    async getOne(resource, params) {
      if (!ours(resource)) return base.getOne(resource, params);
      const found = (await fetchRows(resource)).find((u) => u.id === Number(params.id));
      if (!found) throw new Error('ra.notification.item_doesnt_exist');
      return { data: found as never };
    },
    async getMany(resource, params) {
      if (!ours(resource)) return base.getMany(resource, params);
      const ids = params.ids.map(Number);
      return { data: (await fetchRows(resource)).filter((u) => ids.includes(u.id)) as never[] };
    },
    async create(resource, params) {
      if (resource !== USER) return base.create(resource, params);
      const { user_id } = await call<UserMessage>('/user', 'POST', params.data as SystemUserInput);
      return { data: { ...params.data, id: user_id } as never };
    },
    async update(resource, params) {
      if (resource !== USER) return base.update(resource, params);
      const body = { ...(params.data as object), user_id: Number(params.id) };
      await call('/user/update', 'PUT', body);
      return { data: { ...params.data, id: params.id } as never };
    },
    async deleteMany(resource, params) {
      if (!ours(resource)) return base.deleteMany(resource, params);
      await call('/user/delete', 'PUT', { userIds: params.ids.map(Number) });
      return { data: params.ids };
    },
  };
  return {
    ...(provider as P),
    approveUser: (user_id) => call('/user/approve', 'PUT', { user_id }),
    approveAllUsers: () => call('/user/approveAll', 'PUT', {}),
    activateUser: (userId) => call('/user/activate', 'PUT', { userId }),
    deactivateUser: (userId) => call('/user/deactivate', 'PUT', { userId }),
    requestAccess: (body) => call('/user/forApproval', 'POST', body),
    searchRequestPlaces: (q) => call('/user/forApproval/places', 'POST', { q }),
    updateOwnDetails: (body) => call('/user/userUpdate', 'PUT', body),
  };
}

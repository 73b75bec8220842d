import type { DataProvider, GetListParams } from 'react-admin';
import type { HttpClient } from '../httpClient';
import type { VolunteerListQuery, VolunteerRecord, VolunteerReportFilters } from './volunteers';

export const SWAYAMSEVAK = 'swayamsevak';

/** One answer of POST /swayamsevak/duplicates. */
export interface VolunteerDuplicate {
  id: number;
  firstName: string;
  surname: string;
  mobile: number;
  location: string;
  location_id: number;
}

export interface DuplicateQuery {
  firstName: string;
  surname: string;
  mobile: string;
  excludeId?: number;
}

export interface VolunteerResourceMethods {
  /** Possible duplicates in the caller's area (a warning before saving, never a block). */
  findVolunteerDuplicates(query: DuplicateQuery): Promise<VolunteerDuplicate[]>;
}

const SORTABLE = ['updatedAt', 'createdAt', 'firstName', 'surname'] as const;
type SortField = (typeof SORTABLE)[number];
/** List filters served by POST /swayamsevak/report (the list call only searches). */
export const VOLUNTEER_LIST_FILTERS = ['category', 'responsibilityLevel'] as const;

const isSortField = (field: unknown): field is SortField => SORTABLE.includes(field as SortField);

function listQuery({ filter = {}, pagination, sort }: GetListParams): VolunteerListQuery {
  const query: VolunteerListQuery = { location_id: Number(filter.location_id) };
  if (pagination) Object.assign(query, { page: pagination.page, perPage: pagination.perPage });
  if (sort && isSortField(sort.field)) {
    Object.assign(query, { sort: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' });
  }
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) query.q = q;
  return query;
}

const matches = (v: VolunteerRecord, q: string) =>
  [
    v.firstName,
    v.fatherName,
    v.surname,
    `${v.firstName} ${v.surname}`,
    String(v.mobile),
    v.email,
  ].some((text) => (text ?? '').toLowerCase().includes(q.toLowerCase()));

/** The report's rows (already newest change first), searched, sorted and paged here. */
function pageOfReport(rows: VolunteerRecord[], query: VolunteerListQuery) {
  let found = query.q ? rows.filter((v) => matches(v, query.q!)) : rows;
  if (query.sort && query.sort !== 'updatedAt') {
    const key = query.sort;
    const sign = query.order === 'ASC' ? 1 : -1;
    found = [...found].sort((a, b) => sign * (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  } else if (query.order === 'ASC') found = [...found].reverse();
  const perPage = query.perPage ?? found.length;
  const start = ((query.page ?? 1) - 1) * perPage;
  return { data: found.slice(start, start + perPage), total: found.length };
}

/** Maps react-admin's getList/getOne/deleteMany of 'swayamsevak' onto the volunteer endpoints. */
export function withVolunteers<P extends DataProvider>(
  base: P,
  httpClient: HttpClient,
  apiUrl: string,
): P & VolunteerResourceMethods {
  const post = async (path: string, body: unknown, method = 'POST') =>
    httpClient(`${apiUrl}${path}`, { method, body: JSON.stringify(body) });

  const getList: DataProvider['getList'] = async (resource, params) => {
    if (resource !== SWAYAMSEVAK) return base.getList(resource, params);
    if (!params.filter?.location_id) return { data: [], total: 0 };
    const query = listQuery(params);
    const filters: VolunteerReportFilters = {};
    VOLUNTEER_LIST_FILTERS.forEach((key) => {
      const value = params.filter[key];
      if (typeof value === 'string' && value) filters[key] = [value];
    });
    if (Object.keys(filters).length > 0) {
      const { json } = await post('/swayamsevak/report', {
        location_id: query.location_id,
        ...filters,
      });
      return pageOfReport(json as VolunteerRecord[], query) as never;
    }
    const response = await post('/swayamsevak/allusers', query);
    const rows = response.json as VolunteerRecord[];
    const total = Number(response.headers.get('x-total-count') ?? rows.length);
    return { data: rows as never[], total };
  };

  const deleteMany: DataProvider['deleteMany'] = async (resource, params) => {
    if (resource !== SWAYAMSEVAK) return base.deleteMany(resource, params);
    await post('/swayamsevak/delet', { ids: params.ids.map(Number) }, 'PUT');
    return { data: params.ids };
  };

  const remove: DataProvider['delete'] = async (resource, params) => {
    if (resource !== SWAYAMSEVAK) return base.delete(resource, params);
    await post('/swayamsevak/delet', { ids: [Number(params.id)] }, 'PUT');
    return { data: (params.previousData ?? { id: params.id }) as never };
  };

  return {
    ...base,
    getList,
    deleteMany,
    delete: remove,
    findVolunteerDuplicates: async (query) =>
      (await post('/swayamsevak/duplicates', query)).json as VolunteerDuplicate[],
  };
}

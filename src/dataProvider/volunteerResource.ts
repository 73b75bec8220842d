import type { GetListParams } from 'react-admin';
import type { ApiCall } from './apiCall';
import type { ResourceHandler } from './dispatch';
import {
  VOLUNTEER_LIST_FILTERS,
  VOLUNTEER_SEARCHED,
  VOLUNTEER_SORTABLE,
  type VolunteerRecord,
} from '../domain/modules/volunteers';
import type { VolunteerListQuery, VolunteerMethods, VolunteerReportFilters } from './volunteers';

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

type SortField = NonNullable<VolunteerListQuery['sort']>;
const SORTABLE: readonly string[] = ['updatedAt', 'createdAt', ...VOLUNTEER_SORTABLE];

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
  [...VOLUNTEER_SEARCHED.map((key) => v[key]), `${v.firstName} ${v.surname}`].some((value) =>
    String(value ?? '')
      .toLowerCase()
      .includes(q.toLowerCase()),
  );

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

/** react-admin's getList, delete and deleteMany of 'swayamsevak' on the volunteer endpoints. */
export function volunteerHandler(call: ApiCall, report: VolunteerMethods['volunteerReport']) {
  const handler: ResourceHandler = {
    async getList(_resource, params) {
      if (!params.filter?.location_id) return { data: [], total: 0 };
      const query = listQuery(params);
      const filters: VolunteerReportFilters = {};
      // the list call only searches: filtered lists come from POST /swayamsevak/report
      VOLUNTEER_LIST_FILTERS.forEach((key) => {
        const value = params.filter[key];
        if (typeof value === 'string' && value) filters[key] = [value];
      });
      if (Object.keys(filters).length > 0) {
        return pageOfReport(await report(query.location_id, filters), query) as never;
      }
      const { json, headers } = await call.withHeaders<VolunteerRecord[]>(
        '/swayamsevak/allusers',
        'POST',
        query,
      );
      return { data: json as never[], total: Number(headers.get('x-total-count') ?? json.length) };
    },
    async deleteMany(_resource, params) {
      await call('/swayamsevak/delet', 'PUT', { ids: params.ids.map(Number) });
      return { data: params.ids };
    },
    async delete(_resource, params) {
      await call('/swayamsevak/delet', 'PUT', { ids: [Number(params.id)] });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
  };
  return handler;
}

export const volunteerResourceMethods = (call: ApiCall): VolunteerResourceMethods => ({
  findVolunteerDuplicates: (query) => call('/swayamsevak/duplicates', 'POST', query),
});

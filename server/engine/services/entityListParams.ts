import type { RegisterDeclaration } from '../../../src/domain/engine';
import { badRequest } from '../../appError';
import type { EntityListQuery, FilterValue } from '../repositories/entityListQuery';

/** ra-data-simple-rest's query string: JSON in `filter`, `sort` and `range`. */
export interface ListParams {
  filter?: string;
  sort?: string;
  range?: string;
}

/** Most records one call answers; the export pages through larger lists. */
export const MAX_PAGE = 1000;
const DEFAULT_RANGE: [number, number] = [0, 24];
const SYSTEM_SORTS = ['id', 'updated_at', 'created_at'];

function parseJson(text: string | undefined, name: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${name} is not JSON`);
  }
}

const isIndex = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= 2_000_000_000;
const isId = (n: unknown): n is number => isIndex(n) && n > 0;

function parseRange(value: unknown): [number, number] {
  if (value === undefined) return DEFAULT_RANGE;
  if (!Array.isArray(value) || !isIndex(value[0]) || !isIndex(value[1]) || value[1] < value[0])
    throw badRequest('range must be [first, last]');
  return [value[0], Math.min(value[1], value[0] + MAX_PAGE - 1)];
}

function parseSort(d: RegisterDeclaration, value: unknown): EntityListQuery['sort'] {
  const fallback = d.defaultSort ?? { field: 'updated_at', order: 'DESC' as const };
  if (value === undefined) return fallback;
  const [field, order] = Array.isArray(value) ? value : [];
  const known =
    SYSTEM_SORTS.includes(field) || d.fields.some((f) => f.name === field && f.type !== 'richText');
  if (!known || (order !== 'ASC' && order !== 'DESC')) throw badRequest('unknown sort');
  return { field, order };
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/**
 * A list call's filter, sort and range checked against the declaration; `location_id` (the
 * chosen place, checked for scope by the caller) is returned apart.
 */
export function parseListParams(d: RegisterDeclaration, params: ListParams) {
  const filter = parseJson(params.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw badRequest('filter');
  const query: Omit<EntityListQuery, 'rootPath'> = {
    fields: [],
    sort: parseSort(d, parseJson(params.sort, 'sort')),
    range: parseRange(parseJson(params.range, 'range')),
  };
  let placeId: number | undefined;
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') query.search = String(value).trim().toLowerCase().slice(0, 100);
    else if (key === 'id') {
      const ids = asList(value).map(Number);
      if (!ids.every(isId) || ids.length > MAX_PAGE) throw badRequest('bad ids');
      query.ids = ids;
    } else if (key === 'location_id') {
      if (!isId(Number(value))) throw badRequest('bad place');
      placeId = Number(value);
    } else {
      const field = d.fields.find((f) => f.name === key && f.filter);
      const values = asList(value);
      // an integer filter (a unit's type) takes whole numbers, the others codes or yes/no
      const fits = (v: unknown) =>
        field?.type === 'integer'
          ? Number.isSafeInteger(v)
          : typeof v === 'string' || typeof v === 'boolean';
      if (!field || !values.every(fits)) throw badRequest(`unknown filter ${key}`);
      query.fields.push({ field, values: values as FilterValue[] });
    }
  }
  return { query, placeId };
}

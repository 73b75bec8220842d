import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { escapeLike } from '../../db/escapeLike';
import type { RegisterDeclaration, FieldDeclaration } from '../../../src/domain/engine';

/** A standard filter's value: a choice's code, yes/no, or a whole number (a unit's type). */
export type FilterValue = string | number | boolean;

/** A list call of a configured module, already checked against its declaration. */
export interface EntityListQuery {
  /** The subtree listed: the chosen place's (or the user's) ancestor path. */
  rootPath: string;
  ids?: number[];
  /** Lower-cased text looked for in the declared search fields. */
  search?: string;
  /** Standard filters: a declared field and the values any of which it may hold. */
  fields: { field: FieldDeclaration; values: FilterValue[] }[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** First and last index, inclusive (ra-data-simple-rest's `range`). */
  range: [number, number];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Query = SelectQueryBuilder<any, any, any>;

function fieldFilter(field: FieldDeclaration, values: FilterValue[]) {
  const value = sql`e.data -> ${field.name}`;
  if (field.type === 'multiSelect') {
    return sql<boolean>`(${sql.join(
      values.map((v) => sql`${value} @> ${JSON.stringify([v])}::jsonb`),
      sql` or `,
    )})`;
  }
  return sql<boolean>`${value} in (${sql.join(values.map((v) => sql`${JSON.stringify(v)}::jsonb`))})`;
}

/** The filters of a list call on live records of one module (`e` is entity_record). */
export function entityWhere<Q extends Query>(query: Q, q: EntityListQuery): Q {
  let out = query.where('e.location_path', 'like', `${escapeLike(q.rootPath)}%`);
  if (q.ids) out = out.where('e.id', 'in', q.ids.length ? q.ids : [0]);
  if (q.search) out = out.where('e.search_text', 'like', `%${escapeLike(q.search)}%`);
  for (const { field, values } of q.fields) out = out.where(fieldFilter(field, values));
  return out as Q;
}

/** The sorts every register's list offers besides its fields, by column of `e` (and `l`). */
export const SYSTEM_SORT_COLUMNS: Readonly<Record<string, string>> = {
  id: 'e.id',
  updated_at: 'e.updated_at',
  created_at: 'e.created_at',
  location_id: 'l.localized_name',
};

function sortExpression(d: RegisterDeclaration, field: string) {
  if (field in SYSTEM_SORT_COLUMNS) return sql.ref(SYSTEM_SORT_COLUMNS[field]!);
  const type = d.fields.find((f) => f.name === field)?.type;
  if (type === 'integer' || type === 'count') return sql`(e.data ->> ${field})::numeric`;
  return sql`e.data ->> ${field}`;
}

/** A list's order by `expression`, then the newest id first (a stable page). */
export function listOrder<Q extends Query>(
  query: Q,
  expression: RawBuilder<unknown>,
  order: EntityListQuery['sort']['order'],
): Q {
  const direction = order === 'ASC' ? sql`asc nulls first` : sql`desc nulls last`;
  return query.orderBy(sql`${expression} ${direction}`).orderBy('e.id', 'desc') as Q;
}

/** The order of a list call: the chosen field, then the newest id first (a stable page). */
export function entityOrder<Q extends Query>(
  query: Q,
  d: RegisterDeclaration,
  sort: EntityListQuery['sort'],
): Q {
  return listOrder(query, sortExpression(d, sort.field), sort.order);
}

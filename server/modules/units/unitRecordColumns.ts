import { sql, type Kysely, type Transaction } from 'kysely';
import { escapeLike } from '../../db/escapeLike';
import type { FieldDeclaration } from '../../../src/domain/engine';
import { ekak } from '../../../src/domain/modules/gathering/ekak';
import type { Database } from '../../db/schema';
import type { EntityListQuery } from '../../engine/repositories/entityListQuery';

/**
 * The unit table as a register's record (the store of `store: 'units'`): each declared field is
 * a column; how a record's `data` is read from them and written to them, and how a list call's
 * filters and order fall on them.
 */
type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

export const FIELDS = ekak.fields.filter((f) => f.type !== 'place');
/** The columns a save writes: the entered fields (status is its सद्यस्थिती's). */
const ENTERED = FIELDS.filter((f) => !f.readOnly).map((f) => f.name);

export const readColumn = (t: string, f: FieldDeclaration) =>
  f.type === 'date'
    ? sql`to_char(${sql.ref(`${t}.${f.name}`)}, 'YYYY-MM-DD')`
    : sql.ref(`${t}.${f.name}`);

/** The record's values as the engine's `data` (one JSON object built by the database). */
const dataOf = (t: string) =>
  sql<Row>`json_build_object(${sql.join(FIELDS.map((f) => sql`${f.name}::text, ${readColumn(t, f)}`))})`;

/** The entered values as columns: an empty optional text or date is null, as the spec answers. */
export function columnsOf(data: Row): Row {
  return Object.fromEntries(
    ENTERED.map((name) => [name, data[name] === '' ? null : (data[name] ?? null)]),
  );
}

export const selectRows = (db: Db) =>
  db
    .selectFrom('sankalp as e')
    .innerJoin('location as l', 'l.location_id', 'e.location_id')
    .leftJoin('app_user as u', 'u.user_id', 'e.updated_by')
    .select([
      'e.sankalp_id as id',
      'e.location_id',
      'l.path as location_path',
      dataOf('e').as('data'),
      'e.version',
      'e.created_at',
      'e.updated_at',
      'l.localized_name',
      'l.name_suffix',
      sql<string | null>`coalesce(u.name, u.email)`.as('updated_by_name'),
    ])
    .where('e.deleted_at', 'is', null);

/** The declared search fields (`search: true`), as one lower-cased text. */
const searchText = sql`lower(concat_ws(' ', ${sql.join(
  FIELDS.filter((f) => f.search).map((f) => sql.ref(`e.${f.name}`)),
)}))`;

/** The filters of a list call (as entityWhere does on entity_record), on the columns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function where<Q extends { where: (...args: any[]) => Q }>(
  query: Q,
  q: Pick<EntityListQuery, 'rootPath' | 'ids' | 'search' | 'fields'>,
): Q {
  let out = query.where('l.path', 'like', `${escapeLike(q.rootPath)}%`);
  if (q.ids) out = out.where('e.sankalp_id', 'in', q.ids.length ? q.ids : [0]);
  if (q.search) out = out.where(sql<boolean>`${searchText} like ${`%${escapeLike(q.search)}%`}`);
  for (const { field, values } of q.fields)
    out = out.where(sql.ref(`e.${field.name}`), 'in', values);
  return out;
}

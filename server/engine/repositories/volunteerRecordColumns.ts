import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { escapeLike } from '../../db/escapeLike';
import { parseDayMonthYear } from '../../../src/domain/dates';
import type { FieldDeclaration } from '../../../src/domain/engine';
import { VOLUNTEER_FIELDS } from '../../../src/domain/volunteer/fields';
import type { Database } from '../../db/schema';
import { SYSTEM_SORT_COLUMNS, type EntityListQuery } from './entityListQuery';

/**
 * The volunteer table as a register's record (the store of `store: 'volunteers'`): each
 * declared field is a column; how a record's `data` is read from them and written to them, and
 * how a list call's filters and order fall on them.
 */
type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

export const FIELDS: readonly FieldDeclaration[] = VOLUNTEER_FIELDS;
export const KEYS = FIELDS.map((f) => f.name);
/** Each column's SQL type where it is not text (digits are stored as text). */
export const SQL_TYPES: Readonly<Record<string, string>> = {
  location_id: 'integer',
  created_by: 'integer',
  updated_by: 'integer',
  ...Object.fromEntries(
    FIELDS.filter((f) => f.type === 'date' || f.type === 'yesNo').map((f) => [
      f.name,
      f.type === 'date' ? 'date' : 'boolean',
    ]),
  ),
};
export const column = (t: string, key: string) => sql.ref(`${t}.${key}`);

/** A field's column as the engine holds its value: a date as yyyy-mm-dd, digits as a number. */
function readColumn(t: string, f: FieldDeclaration): RawBuilder<unknown> {
  const ref = column(t, f.name);
  if (f.type === 'date') return sql`to_char(${ref}, 'YYYY-MM-DD')`;
  if (f.type === 'integer') return sql`case when ${ref} ~ '^[0-9]{1,15}$' then ${ref}::bigint end`;
  return ref;
}

/** A field's column as the engine holds its value, by the field's name. */
export const valueColumn = (t: string, name: string) =>
  readColumn(
    t,
    FIELDS.find((f) => f.name === name)!,
  );

/** The record's values as the engine's `data` (one JSON object built by the database). */
export const dataOf = (t: string) =>
  sql<Row>`json_build_object(${sql.join(FIELDS.map((f) => sql`${f.name}::text, ${readColumn(t, f)}`))})`;

/** The engine's values as columns: empty texts '' (the table's default), digits as text. */
export function columnsOf(data: Row): Row {
  const out: Row = {};
  for (const f of FIELDS) {
    const value = data[f.name];
    // a yes/no answer: true, false or not answered (null, issue 44)
    if (f.type === 'yesNo') out[f.name] = typeof value === 'boolean' ? value : null;
    else if (f.type === 'date') out[f.name] = parseDayMonthYear(String(value ?? '')) ?? value;
    else if (f.type === 'phone')
      out[f.name] = value === null || value === '' ? null : String(value);
    else out[f.name] = value === null || value === undefined ? '' : String(value);
  }
  return out;
}

export const selectRows = (db: Db) =>
  db
    .selectFrom('volunteer as e')
    .innerJoin('location as l', 'l.location_id', 'e.location_id')
    .leftJoin('app_user as u', 'u.user_id', 'e.updated_by')
    .select([
      'e.id',
      'e.location_id',
      'e.location_path',
      dataOf('e').as('data'),
      'e.version',
      'e.created_at',
      'e.updated_at',
      'l.localized_name',
      'l.name_suffix',
      sql<string | null>`coalesce(u.name, u.email)`.as('updated_by_name'),
    ])
    .where('e.deleted_at', 'is', null);

const searched = (FIELDS.filter((f) => f.search) as FieldDeclaration[]).map((f) =>
  column('e', f.name),
);

/** The filters of a list call (as entityWhere does on entity_record), on the columns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function where<Q extends { where: (...args: any[]) => Q }>(query: Q, q: EntityListQuery): Q {
  let out = query.where('e.location_path', 'like', `${escapeLike(q.rootPath)}%`);
  if (q.ids) out = out.where('e.id', 'in', q.ids.length ? q.ids : [0]);
  if (q.search) {
    const text = sql`lower(concat_ws(' ', ${sql.join(searched)}))`;
    out = out.where(sql<boolean>`${text} like ${`%${escapeLike(q.search)}%`}`);
  }
  for (const { field, values } of q.fields) {
    out = out.where(column('e', field.name), 'in', values);
  }
  return out;
}

export const sortColumn = (field: string) =>
  sql.ref(SYSTEM_SORT_COLUMNS[field] ?? (KEYS.includes(field) ? `e.${field}` : 'e.id'));

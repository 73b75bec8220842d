import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { FieldDeclaration, RegisterDeclaration } from '../../../src/domain/engine';
import { VOLUNTEER_FIELDS } from '../../../src/domain/volunteer/fields';
import type { Database } from '../../db/schema';
import type { EntityListQuery } from './entityListQuery';
import type { EntityRow, StoredRecord } from './entityRecords';
import type { RegisterStore } from './registerStores';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

const FIELDS: readonly FieldDeclaration[] = VOLUNTEER_FIELDS;
const KEYS = FIELDS.map((f) => f.name);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const column = (t: string, key: string) => sql.ref(`${t}.${key}`);

/** A field's column as the engine holds its value: a date as yyyy-mm-dd, digits as a number. */
function readColumn(t: string, f: FieldDeclaration): RawBuilder<unknown> {
  const ref = column(t, f.name);
  if (f.type === 'date') return sql`to_char(${ref}, 'YYYY-MM-DD')`;
  if (f.type === 'integer') return sql`case when ${ref} ~ '^[0-9]{1,15}$' then ${ref}::bigint end`;
  return ref;
}

/** The record's values as the engine's `data` (one JSON object built by the database). */
const dataOf = (t: string) =>
  sql<Row>`json_build_object(${sql.join(FIELDS.map((f) => sql`${f.name}::text, ${readColumn(t, f)}`))})`;

/** The engine's values as columns: empty texts '' (the table's default), digits as text. */
function columnsOf(data: Row): Row {
  const out: Row = {};
  for (const f of FIELDS) {
    const value = data[f.name];
    if (f.type === 'flag') out[f.name] = value === true;
    else if (f.type === 'phone')
      out[f.name] = value === null || value === '' ? null : String(value);
    else out[f.name] = value === null || value === undefined ? '' : String(value);
  }
  return out;
}

const selectRows = (db: Db) =>
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
function where<Q extends { where: (...args: any[]) => Q }>(query: Q, q: EntityListQuery): Q {
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

const SYSTEM: Readonly<Record<string, string>> = {
  id: 'e.id',
  updated_at: 'e.updated_at',
  created_at: 'e.created_at',
  location_id: 'l.localized_name',
};

const sortColumn = (field: string) =>
  sql.ref(SYSTEM[field] ?? (KEYS.includes(field) ? `e.${field}` : 'e.id'));

/** One statement writing snapshots of the rows as they are now (their history). */
async function snapshot(trx: Db, ids: readonly number[], userId: number) {
  const columns = ['location_id', ...KEYS];
  await sql`
    insert into volunteer_history (${sql.join(columns.map((c) => sql.ref(c)))}, volunteer_id, created_by)
    select ${sql.join(columns.map((c) => column('v', c)))}, v.id, ${userId}::integer
    from volunteer v where v.id in (${sql.join(ids)}) order by v.id`.execute(trx);
}

async function lockLive(trx: Transaction<Database>, id: number, version?: number) {
  let query = trx
    .selectFrom('volunteer')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  if (version !== undefined) query = query.where('version', '=', version);
  return query.forUpdate().executeTakeFirst();
}

const inserted = (record: StoredRecord, userId: number) => ({
  ...columnsOf(record.data),
  location_id: record.location_id,
  location_path: record.location_path,
  created_by: userId,
  updated_by: userId,
});

/**
 * The volunteer register's records as the engine reads and writes a register's (the store of
 * `store: 'volunteers'`): the volunteer table, its columns the declared fields, each save
 * snapshotted in volunteer_history; the place counts follow by the table's triggers.
 */
export function volunteerRecordsRepository(db: Kysely<Database>): RegisterStore {
  return {
    async list(_d: RegisterDeclaration, query: EntityListQuery) {
      const direction = query.sort.order === 'ASC' ? sql`asc nulls first` : sql`desc nulls last`;
      const [rows, counted] = await Promise.all([
        where(selectRows(db), query)
          .orderBy(sql`${sortColumn(query.sort.field)} ${direction}`)
          .orderBy('e.id', 'desc')
          .offset(query.range[0])
          .limit(query.range[1] - query.range[0] + 1)
          .execute(),
        where(
          db
            .selectFrom('volunteer as e')
            .select((eb) => eb.fn.countAll<string>().as('total'))
            .where('e.deleted_at', 'is', null),
          query,
        ).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as unknown as EntityRow[], total: Number(counted.total) };
    },

    async findById(_d: RegisterDeclaration, id: number, on: Db = db) {
      const row = await selectRows(on).where('e.id', '=', id).executeTakeFirst();
      return row as unknown as EntityRow | undefined;
    },

    async insert(trx, _d, record, userId) {
      const { id } = await trx
        .insertInto('volunteer')
        .values(inserted(record, userId) as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await snapshot(trx, [id], userId);
      return id;
    },

    async insertMany(trx, _d, records, userId) {
      if (!records.length) return [];
      const rows = await trx
        .insertInto('volunteer')
        .values(records.map((r) => inserted(r, userId)) as never)
        .returning('id')
        .execute();
      const ids = rows.map((r) => r.id);
      await snapshot(trx, ids, userId);
      return ids;
    },

    async update(trx, _d, id, version, record, userId) {
      if (!(await lockLive(trx, id, version))) return false;
      await trx
        .updateTable('volunteer')
        .set({
          ...columnsOf(record.data),
          location_id: record.location_id,
          location_path: record.location_path,
          updated_by: userId,
          updated_at: sql<Date>`clock_timestamp()`,
          version: sql<number>`version + 1`,
        } as never)
        .where('id', '=', id)
        .execute();
      await snapshot(trx, [id], userId);
      return true;
    },

    async softDelete(trx, _d, id, userId) {
      if (!(await lockLive(trx, id))) return false;
      await trx
        .updateTable('volunteer')
        .set({
          deleted_at: sql<Date>`now()`,
          updated_by: userId,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .execute();
      return true;
    },

    async duplicatesOf(d, rootPath, keys, excludeId = 0, on = db) {
      const fields = d.duplicates ?? [];
      const found = new Map<number, { id: number; place: string }>();
      if (!fields.length || !keys.length) return found;
      const names = fields.map((_, i) => sql.ref(`k${i}`));
      const values = sql.join(
        keys.map((key, i) => sql`(${i}::int, ${sql.join(key.map((k) => sql`${k}::text`))})`),
      );
      const matches = sql.join(
        fields.map((f, i) => sql`lower(trim(${column('e', f)}::text)) = q.${names[i]!}`),
        sql` and `,
      );
      const { rows } = await sql<{ i: number; id: number; place: string }>`
        select distinct on (q.i) q.i, e.id, l.localized_name || ' ' || l.name_suffix as place
        from (values ${values}) as q(i, ${sql.join(names)})
        join volunteer e on e.deleted_at is null and e.location_path like ${`${rootPath}%`}
          and e.id <> ${excludeId} and ${matches}
        join location l on l.location_id = e.location_id
        order by q.i, e.id`.execute(on);
      for (const r of rows) found.set(r.i, { id: r.id, place: r.place });
      return found;
    },

    /** The snapshots, oldest first: the n-th is version n (none is written for a delete). */
    async history(id: number) {
      return db
        .selectFrom('volunteer_history as h')
        .leftJoin('app_user as u', 'u.user_id', 'h.created_by')
        .innerJoin('location as l', 'l.location_id', 'h.location_id')
        .select([
          sql<number>`(row_number() over (order by h.id))::int`.as('version'),
          'h.location_id',
          'l.localized_name',
          'l.name_suffix',
          dataOf('h').as('data'),
          sql<boolean>`false`.as('deleted'),
          'h.created_at as changed_at',
          sql<string | null>`coalesce(u.name, u.email)`.as('changed_by_name'),
        ])
        .where('h.volunteer_id', '=', id)
        .orderBy('h.id')
        .execute();
    },
  };
}

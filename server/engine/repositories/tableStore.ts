import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { FieldDeclaration, RegisterDeclaration } from '../../../src/domain/engine';
import type { DatabaseKind } from '../../db/createDatabase';
import type { Database } from '../../db/schema';
import { escapeLike } from '../../db/escapeLike';
import { duplicateMatches, KEYS_PER_STATEMENT } from './duplicateMatches';
import type { EntityListQuery } from './entityListQuery';
import type { EntityRow, StoredRecord } from './entityRecords';
import type { RegisterStore } from './registerStores';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

/** What a module's writes add around the store's own (snapshots, statuses, roll-ups). */
export interface TableWrites {
  /** Row values beside the fields' columns (a unit's status date). */
  extra?(record: StoredRecord): Row;
  /** Before any insert of the call (a check under a lock). */
  beforeInsert?(trx: Transaction<Database>): Promise<void>;
  /** More of the insert's statement over its rows (`inserted`): a CTE from `, name as (…)`. */
  withInserted?(author: RawBuilder<unknown>): RawBuilder<unknown>;
  /** After the rows are in, their ids in order and the rows as written. */
  afterInsert?(
    trx: Transaction<Database>,
    ids: readonly number[],
    rows: readonly Row[],
    userId: number,
  ): Promise<void>;
  /** Locks a live record (at `version`, if given) for a write; false: none such. */
  lock(trx: Transaction<Database>, id: number, version?: number): Promise<boolean>;
  /** What the record was before an update or a delete, handed to `afterWrite`. */
  before?(trx: Transaction<Database>, id: number): Promise<unknown>;
  afterWrite?(
    trx: Transaction<Database>,
    id: number,
    before: unknown,
    userId: number,
    write: 'update' | 'delete',
  ): Promise<void>;
  /** What a delete sets beside `deleted_at` and `updated_by`. */
  deleted: Row;
}

/**
 * A table of a module whose columns are its register's fields (the volunteers', the units'),
 * as the one store implementation of such tables reads it: the shape below, the writes above.
 */
export interface StoreTable {
  table: string;
  id: string;
  /** Where a record's place path is: a column of its own, or its place's (`l.path`). */
  pathIn: 'record' | 'place';
  /** The fields that are columns, in the order a record's `data` lists them. */
  fields: readonly FieldDeclaration[];
  /** A field's column as the engine holds its value (a date as yyyy-mm-dd). */
  read(t: string, f: FieldDeclaration): RawBuilder<unknown>;
  /** The engine's values as the columns a save writes. */
  columnsOf(data: Row): Row;
  /** Each written column's SQL type where it is not text. */
  sqlTypes: Readonly<Record<string, string>>;
  /** Its saved versions: a table of snapshots, versioned by a column or by their order. */
  history: { table: string; id: string; version: 'column' | 'order' };
  writes: TableWrites;
}

const ref = (s: string) => sql.ref(s);

/** The register store of a table of columns (a module package plugs one in per table). */
export function tableStore(
  t: StoreTable,
): (db: Kysely<Database>, kind: DatabaseKind) => RegisterStore {
  const id = `e.${t.id}`;
  const path = t.pathIn === 'record' ? 'e.location_path' : 'l.path';
  const dataOf = (alias: string) =>
    sql<Row>`json_build_object(${sql.join(t.fields.map((f) => sql`${f.name}::text, ${t.read(alias, f)}`))})`;
  const searched = t.fields.filter((f) => f.search).map((f) => ref(`e.${f.name}`));
  const sorts: Readonly<Record<string, string>> = {
    id,
    updated_at: 'e.updated_at',
    created_at: 'e.created_at',
    location_id: 'l.localized_name',
    ...Object.fromEntries(t.fields.map((f) => [f.name, `e.${f.name}`])),
  };
  const rows = () =>
    sql`${ref(t.table)} e join location l on l.location_id = e.location_id
      left join app_user u on u.user_id = e.updated_by`;
  const selectRows = (on: Db, where: RawBuilder<unknown>, tail: RawBuilder<unknown> = sql``) =>
    sql<EntityRow>`
      select ${ref(id)} as id, e.location_id, ${ref(path)} as location_path,
        ${dataOf('e')} as data, e.version, e.created_at, e.updated_at, l.localized_name,
        l.name_suffix, coalesce(u.name, u.email) as updated_by_name
      from ${rows()}
      where e.deleted_at is null and ${where} ${tail}`.execute(on);

  function filters(q: EntityListQuery): RawBuilder<unknown> {
    const out = [sql`${ref(path)} like ${`${escapeLike(q.rootPath)}%`}`];
    if (q.ids) out.push(sql`${ref(id)} in (${sql.join(q.ids.length ? q.ids : [0])})`);
    if (q.search) {
      const text = sql`lower(concat_ws(' ', ${sql.join(searched)}))`;
      out.push(sql`${text} like ${`%${escapeLike(q.search)}%`}`);
    }
    for (const { field, values } of q.fields) {
      out.push(sql`${ref(`e.${field.name}`)} in (${sql.join(values)})`);
    }
    return sql.join(out, sql` and `);
  }

  function order(sort: EntityListQuery['sort']) {
    const direction = sort.order === 'ASC' ? sql`asc nulls first` : sql`desc nulls last`;
    return sql`order by ${ref(sorts[sort.field] ?? id)} ${direction}, ${ref(id)} desc`;
  }

  return (db, kind) => {
    /**
     * The insert of many records made ready to send: the values built and serialised now (an
     * upload prepares its next step while the database stores the one before), sent by `run`.
     */
    function prepareInsert(
      _d: RegisterDeclaration,
      records: readonly StoredRecord[],
      userId: number,
    ): (trx: Transaction<Database>) => Promise<number[]> {
      if (!records.length) return async () => [];
      const rowOf = (r: StoredRecord): Row => {
        const row = t.columnsOf(r.data);
        Object.assign(row, t.writes.extra?.(r));
        row.location_id = r.location_id;
        if (t.pathIn === 'record') row.location_path = r.location_path;
        return row;
      };
      const rows = records.map(rowOf);
      const columns = Object.keys(rows[0]!);
      // one JSON array per column: binding a parameter per value cost seconds for 10 000 rows
      // on PGlite; JSON is written by the driver and read by the database faster
      const arrays = columns.map((c) => {
        const column = new Array<unknown>(rows.length);
        for (let i = 0; i < rows.length; i++) column[i] = rows[i]![c] ?? null;
        return sql`json_array_elements_text(${JSON.stringify(column)}::json)`;
      });
      const names = columns.map((_, i) => sql.raw(`c${i}`));
      const typed = columns.map((c, i) => sql`r.${names[i]}::${sql.raw(t.sqlTypes[c] ?? 'text')}`);
      const author = sql`${userId}::integer`;
      const statement = sql<{ id: number }>`
        with inserted as (
          insert into ${ref(t.table)} (${sql.join(columns.map(ref))}, created_by, updated_by)
          select ${sql.join(typed)}, ${author}, ${author}
          from rows from (${sql.join(arrays)}) with ordinality as r (${sql.join(names)}, n)
          order by r.n
          returning *
        ) ${t.writes.withInserted?.(author) ?? sql``}
        select ${ref(t.id)} as id from inserted order by ${ref(t.id)}`;
      return async (trx) => {
        await t.writes.beforeInsert?.(trx);
        const ids = (await statement.execute(trx)).rows.map((r) => r.id);
        await t.writes.afterInsert?.(trx, ids, rows, userId);
        return ids;
      };
    }

    const insertMany: RegisterStore['insertMany'] = (trx, d, records, userId) =>
      prepareInsert(d, records, userId)(trx);

    return {
      async list(_d, query) {
        const [found, counted] = await Promise.all([
          selectRows(
            db,
            filters(query),
            sql`${order(query.sort)} offset ${query.range[0]}
              limit ${query.range[1] - query.range[0] + 1}`,
          ),
          sql<{ total: string }>`
            select count(*) as total from ${ref(t.table)} e
            ${t.pathIn === 'place' ? sql`join location l on l.location_id = e.location_id` : sql``}
            where e.deleted_at is null and ${filters(query)}`.execute(db),
        ]);
        return { rows: found.rows, total: Number(counted.rows[0]!.total) };
      },

      async findById(_d, recordId, on: Db = db) {
        return (await selectRows(on, sql`${ref(id)} = ${recordId}`)).rows[0];
      },

      async insert(trx, d, record, userId) {
        const [created] = await insertMany(trx, d, [record], userId);
        return created!;
      },

      insertMany,
      prepareInsert,

      async update(trx, _d, recordId, version, record, userId) {
        if (!(await t.writes.lock(trx, recordId, version))) return false;
        const before = await t.writes.before?.(trx, recordId);
        const set = {
          ...t.columnsOf(record.data),
          location_id: record.location_id,
          ...(t.pathIn === 'record' ? { location_path: record.location_path } : {}),
          updated_by: userId,
        };
        const { numAffectedRows } = await sql`
          update ${ref(t.table)} set
            ${sql.join(Object.entries(set).map(([c, v]) => sql`${ref(c)} = ${v}`))},
            updated_at = clock_timestamp(), version = version + 1
          where ${ref(t.id)} = ${recordId}
            ${version === undefined ? sql`` : sql`and version = ${version}`}`.execute(trx);
        if (numAffectedRows === 0n) return false;
        await t.writes.afterWrite?.(trx, recordId, before, userId, 'update');
        return true;
      },

      async softDelete(trx, _d, recordId, userId) {
        if (!(await t.writes.lock(trx, recordId))) return false;
        const before = await t.writes.before?.(trx, recordId);
        const set = { ...t.writes.deleted, updated_by: sql`${userId}::integer` };
        await sql`
          update ${ref(t.table)} set deleted_at = now(),
            ${sql.join(Object.entries(set).map(([c, v]) => sql`${ref(c)} = ${v}`))}
          where ${ref(t.id)} = ${recordId}`.execute(trx);
        await t.writes.afterWrite?.(trx, recordId, before, userId, 'delete');
        return true;
      },

      async duplicatesOf(d, rootPath, keys, options = {}) {
        const column = (f: string) => t.fields.find((x) => x.name === f)!;
        // the matching reads `e.id` and `e.location_path`: a table without them is seen with them
        const own = t.id === 'id' && t.pathIn === 'record';
        const table = {
          rows: own
            ? sql`${ref(t.table)} e`
            : sql`(select x.*, x.${ref(t.id)} as id, p.path as location_path
                from ${ref(t.table)} x join location p on p.location_id = x.location_id) e`,
          live: sql<boolean>`e.deleted_at is null`,
          text: (f: string) => ref(`e.${f}`),
          value: (f: string) => t.read('e', column(f)),
        };
        return duplicateMatches(table, d, rootPath, keys, {
          on: db,
          perStatement: KEYS_PER_STATEMENT[kind],
          ...options,
        });
      },

      /** The saved versions, oldest first: version n is the n-th. */
      async history(recordId) {
        const h = t.history;
        const version =
          h.version === 'column' ? sql`h.version` : sql`(row_number() over (order by h.id))::int`;
        const { rows: found } = await sql<Awaited<ReturnType<RegisterStore['history']>>[number]>`
          select ${version} as version, h.location_id, l.localized_name, l.name_suffix,
            ${dataOf('h')} as data, false as deleted, h.created_at as changed_at,
            coalesce(u.name, u.email) as changed_by_name
          from ${ref(h.table)} h
          left join app_user u on u.user_id = h.created_by
          join location l on l.location_id = h.location_id
          where ${ref(`h.${h.id}`)} = ${recordId}
          order by ${h.version === 'column' ? sql`h.version` : sql`h.id`}`.execute(db);
        return found;
      },
    };
  };
}

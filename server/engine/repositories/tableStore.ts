import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { RegisterDeclaration } from '../../../src/domain/engine';
import type { DatabaseKind } from '../../db/createDatabase';
import type { Database } from '../../db/schema';
import { escapeLike } from '../../db/escapeLike';
import { duplicateMatches, KEYS_PER_STATEMENT } from './duplicateMatches';
import type { EntityListQuery } from './entityListQuery';
import type { EntityRow, StoredRecord } from './entityRecords';
import type { RegisterStore } from './registerStores';
import type { StoreTable } from './storeTable';
import { reserveIds } from './tableCopyInsert';
import { insertFormOf, runTableInsert, tableInsertPayload } from './tableInsert';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

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
     * The insert of many records (of one place) made ready to send: the values built and
     * serialised now (an upload prepares its next step while the database stores the one
     * before), sent by the function answered.
     */
    function prepareInsert(
      _d: RegisterDeclaration,
      records: readonly StoredRecord[],
      userId: number,
      of?: number,
    ): (trx: Transaction<Database>) => Promise<number[]> {
      const place = records[0];
      if (records.some((r) => r.location_id !== place?.location_id))
        throw new Error('a table store inserts the records of one place at a time');
      const payload = tableInsertPayload(t, records, insertFormOf(kind, of ?? records.length));
      return (trx) =>
        place ? runTableInsert(trx, t, payload, place, userId) : Promise.resolve([]);
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
      reserveIds: async (trx, count) => {
        if (insertFormOf(kind, count) === 'copy') await reserveIds(trx, t, count);
      },
      insertPayload: (trx, payload, place, userId) =>
        runTableInsert(trx, t, payload, place, userId),

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

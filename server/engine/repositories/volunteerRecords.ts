import { sql, type Kysely, type Transaction } from 'kysely';
import type { RegisterDeclaration } from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import { listOrder, type EntityListQuery } from './entityListQuery';
import type { EntityRow, StoredRecord } from './entityRecords';
import type { RegisterStore } from './registerStores';
import {
  column,
  columnsOf,
  dataOf,
  KEYS,
  selectRows,
  sortColumn,
  SQL_TYPES,
  valueColumn,
  where,
} from './volunteerRecordColumns';
import type { DatabaseKind } from '../../db/createDatabase';
import { KEYS_PER_STATEMENT, duplicateMatches } from './duplicateMatches';

type Db = Kysely<Database> | Transaction<Database>;

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
export function volunteerRecordsRepository(
  db: Kysely<Database>,
  kind: DatabaseKind = 'postgres',
): RegisterStore {
  return {
    async list(_d: RegisterDeclaration, query: EntityListQuery) {
      const [rows, counted] = await Promise.all([
        listOrder(where(selectRows(db), query), sortColumn(query.sort.field), query.sort.order)
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

    /**
     * One statement: the rows arrive as one JSON array per column (binding 33 parameters a row
     * cost seconds for 10 000 rows on PGlite; JSON is written by the driver and read by the
     * database faster), go into `volunteer` in their order, and their snapshots are written
     * from the inserted rows; the new ids in that order.
     */
    async insertMany(trx, _d, records, userId) {
      if (!records.length) return [];
      const rows = records.map((r) => columnsOf(r.data));
      // a bulk add is at one place: its place and author are one value each, not a column
      const [first] = records;
      const onePlace = records.every((r) => r.location_id === first!.location_id);
      const place = onePlace
        ? [sql`${first!.location_id}::integer`, sql`${first!.location_path}::text`]
        : [
            sql`(${JSON.stringify(records.map((r) => r.location_id))}::jsonb ->> (r.n - 1)::int)::integer`,
            sql`${JSON.stringify(records.map((r) => r.location_path))}::jsonb ->> (r.n - 1)::int`,
          ];
      const arrays = KEYS.map(
        (c) =>
          sql`json_array_elements_text(${JSON.stringify(rows.map((r) => r[c] ?? null))}::json)`,
      );
      const names = KEYS.map((_, i) => sql.raw(`c${i}`));
      const values = KEYS.map((c, i) => sql`r.${names[i]}::${sql.raw(SQL_TYPES[c] ?? 'text')}`);
      const snapshotted = ['location_id', ...KEYS].map((c) => sql.ref(c));
      const author = sql`${userId}::integer`;
      const { rows: ids } = await sql<{ id: number }>`
        with inserted as (
          insert into volunteer (location_id, location_path, created_by, updated_by,
            ${sql.join(KEYS.map((c) => sql.ref(c)))})
          select ${sql.join(place)}, ${author}, ${author}, ${sql.join(values)}
          from rows from (${sql.join(arrays)}) with ordinality as r (${sql.join(names)}, n)
          returning id, ${sql.join(snapshotted)}
        ), history as (
          insert into volunteer_history (${sql.join(snapshotted)}, volunteer_id, created_by)
          select ${sql.join(snapshotted)}, id, ${author} from inserted order by id
        )
        select id from inserted`.execute(trx);
      return ids.map((r) => r.id);
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

    async duplicatesOf(d, rootPath, keys, options = {}) {
      const table = {
        rows: sql`volunteer e`,
        live: sql<boolean>`e.deleted_at is null`,
        text: (f: string) => column('e', f),
        value: (f: string) => valueColumn('e', f),
      };
      return duplicateMatches(table, d, rootPath, keys, {
        on: db,
        perStatement: KEYS_PER_STATEMENT[kind],
        ...options,
      });
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

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Contribution, RegisterDeclaration } from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import { applyRollupEvent, type RollupShare } from '../../rollups';
import type { DatabaseKind } from '../../db/createDatabase';
import {
  KEYS_PER_STATEMENT,
  duplicateMatches,
  type DuplicateHit,
  type DuplicateOptions,
} from './duplicateMatches';
import { entityOrder, entityWhere, type EntityListQuery } from './entityListQuery';

/** What a write stores: the record's place, its declared fields and its search text. */
export interface StoredRecord {
  location_id: number;
  location_path: string;
  data: Record<string, unknown>;
  search_text: string;
  /** A register that feeds a report: the financial year and share it counts in. */
  rollup_year: string | null;
  sums: Contribution | null;
}

type Shared = Pick<StoredRecord, 'rollup_year' | 'sums' | 'location_path'>;

/** A stored record's share of its module's roll-ups (none when it feeds no report). */
const shareOf = (r: Shared): RollupShare[] =>
  r.rollup_year && r.sums
    ? [{ year: r.rollup_year, part: '', path: r.location_path, sums: r.sums }]
    : [];

const row = (d: RegisterDeclaration, record: StoredRecord, userId: number) => ({
  ...record,
  entity: d.name,
  data: JSON.stringify(record.data),
  sums: record.sums ? JSON.stringify(record.sums) : null,
  updated_by: userId,
  module_version: d.version ?? null,
});

/**
 * The new values, with the stored ones of the fields never taken from a body kept: a field
 * retired from a module defined in the browser (issue 24) keeps its values.
 */
function keepingReadOnly(d: RegisterDeclaration, record: StoredRecord) {
  const data = JSON.stringify(record.data);
  const kept = d.fields.filter((f) => f.readOnly).map((f) => f.name);
  if (kept.length === 0) return data;
  return sql<string>`${data}::jsonb || coalesce((select jsonb_object_agg(k, v)
    from jsonb_each(entity_record.data) as e(k, v) where k = any(${kept}::text[])), '{}'::jsonb)`;
}

/** The record's roll-up share, locked for the rest of the transaction (if still at `version`). */
async function lockLive(
  trx: Transaction<Database>,
  d: RegisterDeclaration,
  id: number,
  version?: number,
) {
  let query = trx
    .selectFrom('entity_record')
    .select(['rollup_year', 'sums', 'location_path'])
    .where('id', '=', id)
    .where('entity', '=', d.name)
    .where('deleted_at', 'is', null);
  if (version !== undefined) query = query.where('version', '=', version);
  return (await query.forUpdate().executeTakeFirst()) as Shared | undefined;
}

export interface EntityRow {
  id: number;
  location_id: number;
  location_path: string;
  data: Record<string, unknown>;
  version: number;
  created_at: Date;
  updated_at: Date;
  localized_name: string;
  name_suffix: string;
  updated_by_name: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

const selectRows = (db: Db, entity: string) =>
  db
    .selectFrom('entity_record as e')
    .innerJoin('location as l', 'l.location_id', 'e.location_id')
    .leftJoin('app_user as u', 'u.user_id', 'e.updated_by')
    .select([
      'e.id',
      'e.location_id',
      'e.location_path',
      'e.data',
      'e.version',
      'e.created_at',
      'e.updated_at',
      'l.localized_name',
      'l.name_suffix',
      sql<string | null>`coalesce(u.name, u.email)`.as('updated_by_name'),
    ])
    .where('e.entity', '=', entity)
    .where('e.deleted_at', 'is', null);

async function snapshot(
  trx: Transaction<Database>,
  recordId: number | readonly number[],
  userId: number,
  deleted = false,
) {
  const ids = typeof recordId === 'number' ? [recordId] : [...recordId];
  await trx
    .insertInto('entity_record_history')
    .columns(['record_id', 'version', 'location_id', 'data', 'deleted', 'changed_by'])
    .expression((eb) =>
      eb
        .selectFrom('entity_record')
        .select([
          'id',
          'version',
          'location_id',
          'data',
          sql<boolean>`${deleted}`.as('deleted'),
          sql<number>`${userId}::integer`.as('changed_by'),
        ])
        .where('id', 'in', ids),
    )
    .execute();
}

/** Records of the configured modules (migration 008): scoped lists, versioned writes, history. */
export function entityRecordsRepository(db: Kysely<Database>, kind: DatabaseKind = 'postgres') {
  return {
    async list(d: RegisterDeclaration, query: EntityListQuery) {
      const filtered = entityWhere(selectRows(db, d.name), query);
      const [rows, counted] = await Promise.all([
        entityOrder(filtered, d, query.sort)
          .offset(query.range[0])
          .limit(query.range[1] - query.range[0] + 1)
          .execute(),
        entityWhere(
          db
            .selectFrom('entity_record as e')
            .select((eb) => eb.fn.countAll<string>().as('total'))
            .where('e.entity', '=', d.name)
            .where('e.deleted_at', 'is', null),
          query,
        ).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as unknown as EntityRow[], total: Number(counted.total) };
    },

    async findById(
      d: RegisterDeclaration,
      id: number,
      on: Db = db,
    ): Promise<EntityRow | undefined> {
      const row = await selectRows(on, d.name).where('e.id', '=', id).executeTakeFirst();
      return row as unknown as EntityRow | undefined;
    },

    /** The writes below run in the caller's transaction (the save service owns it). */
    async insert(
      trx: Transaction<Database>,
      d: RegisterDeclaration,
      record: StoredRecord,
      userId: number,
    ): Promise<number> {
      const { id } = await trx
        .insertInto('entity_record')
        .values({ ...row(d, record, userId), created_by: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (d.tracked) await snapshot(trx, id, userId);
      await applyRollupEvent(trx, {
        type: 'countFormSaved',
        module: d.name,
        before: [],
        after: shareOf(record),
      });
      return id;
    },

    /** Live records of the area repeating each key of the register's `duplicates` fields. */
    async duplicatesOf(
      d: RegisterDeclaration,
      rootPath: string,
      keys: readonly (readonly string[])[],
      options: DuplicateOptions = {},
    ): Promise<Map<number, DuplicateHit[]>> {
      const table = {
        rows: sql`entity_record e`,
        live: sql<boolean>`e.entity = ${d.name} and e.deleted_at is null`,
        text: (f: string) => sql`e.data ->> ${f}`,
        value: (f: string) => sql`e.data -> ${f}`,
      };
      return duplicateMatches(table, d, rootPath, keys, {
        on: db,
        perStatement: KEYS_PER_STATEMENT[kind],
        ...options,
      });
    },

    /** Many new records in one statement (an upload): their history and roll-ups too. */
    async insertMany(
      trx: Transaction<Database>,
      d: RegisterDeclaration,
      records: readonly StoredRecord[],
      userId: number,
    ): Promise<number[]> {
      if (!records.length) return [];
      const rows = await trx
        .insertInto('entity_record')
        .values(records.map((record) => ({ ...row(d, record, userId), created_by: userId })))
        .returning('id')
        .execute();
      const ids = rows.map((r) => r.id);
      if (d.tracked) await snapshot(trx, ids, userId);
      await applyRollupEvent(trx, {
        type: 'countFormSaved',
        module: d.name,
        before: [],
        after: records.flatMap(shareOf),
      });
      return ids;
    },

    /**
     * Writes only if the record is live and still at `version` (none: the last write wins, as
     * the spec's calls sent without one); false otherwise (nothing written).
     */
    async update(
      trx: Transaction<Database>,
      d: RegisterDeclaration,
      id: number,
      version: number | undefined,
      record: StoredRecord,
      userId: number,
    ) {
      const before = await lockLive(trx, d, id, version);
      if (!before) return false;
      await trx
        .updateTable('entity_record')
        .set({
          ...row(d, record, userId),
          data: keepingReadOnly(d, record),
          version: sql`version + 1`,
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .execute();
      if (d.tracked) await snapshot(trx, id, userId);
      await applyRollupEvent(trx, {
        type: 'countFormSaved',
        module: d.name,
        before: shareOf(before),
        after: shareOf(record),
      });
      return true;
    },

    /** Deletes a live record (kept, marked deleted); false when it was not live. */
    async softDelete(
      trx: Transaction<Database>,
      d: RegisterDeclaration,
      id: number,
      userId: number,
    ): Promise<boolean> {
      const before = await lockLive(trx, d, id);
      if (!before) return false;
      await trx
        .updateTable('entity_record')
        .set({
          deleted_at: new Date(),
          version: sql`version + 1`,
          updated_by: userId,
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .execute();
      if (d.tracked) await snapshot(trx, id, userId, true);
      await applyRollupEvent(trx, {
        type: 'countFormSaved',
        module: d.name,
        before: shareOf(before),
        after: [],
      });
      return true;
    },

    /** A tracked record's snapshots, oldest first, with who saved each. */
    async history(id: number) {
      return db
        .selectFrom('entity_record_history as h')
        .leftJoin('app_user as u', 'u.user_id', 'h.changed_by')
        .innerJoin('location as l', 'l.location_id', 'h.location_id')
        .select([
          'h.version',
          'h.location_id',
          'l.localized_name',
          'l.name_suffix',
          'h.data',
          'h.deleted',
          'h.changed_at',
          sql<string | null>`coalesce(u.name, u.email)`.as('changed_by_name'),
        ])
        .where('h.record_id', '=', id)
        .orderBy('h.history_id')
        .execute();
    },
  };
}

export type EntityRecordsRepository = ReturnType<typeof entityRecordsRepository>;

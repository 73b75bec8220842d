import type { RawBuilder, Transaction } from 'kysely';
import type { FieldDeclaration } from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import type { StoredRecord } from './entityRecords';

type Row = Record<string, unknown>;

/** What a module's writes add around the store's own (snapshots, statuses, roll-ups). */
export interface TableWrites {
  /** Row values beside the fields' columns (a unit's status date). */
  extra?(record: StoredRecord): Row;
  /** Before any insert of the call (a check under a lock). */
  beforeInsert?(trx: Transaction<Database>): Promise<void>;
  /**
   * Each inserted record's snapshot, written with the insert: the record's `columns` as written
   * (its place's among them), its id in `recordId`, the author in `created_by`.
   */
  snapshots?: { table: string; columns: readonly string[]; recordId: string };
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

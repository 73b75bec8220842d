import type { RegisterDeclaration } from '../../../src/domain/engine';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseKind } from '../../db/createDatabase';
import type { Database } from '../../db/schema';
import { slot } from '../slot';
import type { EntityRecordsRepository, StoredRecord } from './entityRecords';
import type { InsertPayload, InsertPlace } from './tableInsert';

/**
 * Where a register's records live (its declaration's `store`): every read and write of the
 * engine's register calls goes through one of these, so the rules, scope, versions and
 * answers are the engine's whatever the table.
 */
export type RegisterStore = Omit<EntityRecordsRepository, 'history'> & {
  /** A record's saved versions, oldest first. */
  history(id: number): Promise<SnapshotRow[]>;
  /**
   * `insertMany` in two parts, where a store can: its statement built now (the values read and
   * serialised), sent by the function it answers. `of`: the records of the whole call, which
   * are all sent in one form (tableInsert.ts).
   */
  prepareInsert?(
    d: RegisterDeclaration,
    records: readonly StoredRecord[],
    userId: number,
    of?: number,
  ): (trx: Transaction<Database>) => Promise<number[]>;
  /** Ids for `count` records the call is about to insert, taken at once where the store needs. */
  reserveIds?(trx: Transaction<Database>, count: number): Promise<void>;
  /** Many new records built elsewhere (a worker thread) as `tableInsertPayload` makes them. */
  insertPayload?(
    trx: Transaction<Database>,
    payload: InsertPayload,
    place: InsertPlace,
    userId: number,
  ): Promise<number[]>;
};

/** One saved version of a record, with its place and who saved it. */
export interface SnapshotRow {
  version: number;
  location_id: number;
  localized_name: string;
  name_suffix: string;
  data: Record<string, unknown>;
  deleted: boolean;
  changed_at: unknown;
  changed_by_name: string | null;
}

/** Makes a register store over one database. */
export type RegisterStoreFactory = (db: Kysely<Database>, kind: DatabaseKind) => RegisterStore;

/** The register stores module packages plug in, by a declaration's `store`. */
export const REGISTER_STORES = slot<RegisterStoreFactory>('register store');

/** The store of a register: entity_record, or the one a module plugged in for its `store`. */
export function storeOf(
  repos: {
    entityRecords: RegisterStore;
    registerStores: ReadonlyMap<string, RegisterStore>;
  },
  d: RegisterDeclaration,
): RegisterStore {
  if (!d.store) return repos.entityRecords;
  const store = repos.registerStores.get(d.store);
  if (!store) throw new Error(`engine: no register store "${d.store}" is plugged in`);
  return store;
}

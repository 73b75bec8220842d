import type { FastifyInstance } from 'fastify';
import { PLACE_FIELD, type RegisterDeclaration } from '../../../src/domain/engine';
import { assertPlacesOpen } from '../../repositories/placeOpen';
import { placeNow, writeTransaction } from '../../rollups/treeLock';
import { storeOf } from '../repositories/registerStores';
import { storedRecord } from './entityRecords';
import type { InsertPayload } from '../repositories/tableInsert';
import { placeOf, type Writer } from './registerSave';

type Values = Record<string, unknown>;

/** Records per insert statement: the volunteer store binds a column, not a value, each. */
const INSERT_STEP = 2000;

/**
 * A register's bulk add (a module's spec calls that add many rows): many checked
 * records at one place in one transaction. `produce` hands them over in steps through `add`
 * (or `addPayload`: rows a worker thread built for the store, whose ids `reserve` takes ahead
 * while the first are checked), which returns at once, so each
 * step is stored while the caller checks the next; a throw from `produce` stores nothing. The
 * place is the writer's, of a declared level and open, under the tree's lock. Answers the new
 * ids in the order the records were handed over.
 */
export function registerBulkAdd(app: FastifyInstance, d: RegisterDeclaration) {
  const records = storeOf(app.repos, d);
  return (
    sender: Writer,
    placeId: number,
    produce: (
      add: (values: readonly Values[]) => void,
      addPayload: (payload: InsertPayload) => void,
      reserve: (count: number) => void,
    ) => Promise<void>,
  ): Promise<number[]> =>
    writeTransaction(app.database.kysely, async (trx) => {
      const writer = await placeNow(trx, sender);
      const place = await placeOf(trx, writer, d, { [PLACE_FIELD]: placeId });
      await assertPlacesOpen(trx, [place.location_id]);
      const ids: number[] = [];
      let stored: Promise<unknown> = Promise.resolve();
      const send = (insert: (on: typeof trx) => Promise<number[]>) => {
        stored = stored.then(async () => ids.push(...(await insert(trx))));
        // a failure surfaces at `await stored` below; until then it is not "unhandled"
        stored.catch(() => undefined);
      };
      const addPayload = (payload: InsertPayload) => {
        if (!records.insertPayload) throw new Error(`engine: "${d.name}" takes no built rows`);
        const at = { location_id: place.location_id, location_path: place.path };
        send((on) => records.insertPayload!(on, payload, at, writer.user_id));
      };
      // ids for the payloads to come, taken while their rows are checked
      const reserve = (count: number) =>
        send(async (on) => {
          await records.reserveIds?.(on, count);
          return [];
        });
      const prepared = (values: readonly Values[], of: number) => {
        const chunk = values.map((v) => storedRecord(d, v, place));
        return (
          records.prepareInsert?.(d, chunk, writer.user_id, of) ??
          ((on: typeof trx) => records.insertMany(on, d, chunk, writer.user_id))
        );
      };
      const add = (values: readonly Values[]) => {
        // the first statement built and sent now; each later one built in a later turn, while
        // the database stores the one before (one statement at a time)
        reserve(values.length);
        send(prepared(values.slice(0, INSERT_STEP), values.length));
        for (let i = INSERT_STEP; i < values.length; i += INSERT_STEP) {
          const later = new Promise<ReturnType<typeof prepared>>((resolve, reject) =>
            setImmediate(() => {
              try {
                resolve(prepared(values.slice(i, i + INSERT_STEP), values.length));
              } catch (error) {
                reject(error);
              }
            }),
          );
          // a failure surfaces when its statement's turn comes
          later.catch(() => undefined);
          send(async (on) => (await later)(on));
        }
      };
      try {
        await produce(add, addPayload, reserve);
      } finally {
        // the statements already sent end (or fail) before the commit or the rollback
        await stored.catch(() => undefined);
      }
      await stored;
      return ids;
    });
}

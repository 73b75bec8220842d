import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { API_ERROR } from '../../../src/domain/apiErrors';
import {
  ENTITY_MESSAGE,
  PLACE_FIELD,
  entitySchema,
  type EntitySchema,
  type Catalogue,
  type EntryMode,
  type RegisterDeclaration,
  usesCatalogue,
} from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../appError';
import { placeInScope } from '../../plugins/scope';
import type { SignedInUser } from '../../plugins/auth';
import {
  checkedValues,
  fieldIssuesError,
  inScope,
  recordView,
  recordWithin,
  storedRecord,
} from './entityRecords';
import { storeOf } from '../repositories/registerStores';
import { placeNow, writeTransaction } from '../../rollups/treeLock';
import { holdDefinition } from '../repositories/moduleDefinitions';
import { assertPlacesOpen } from '../../repositories/placeOpen';
import { checkRecordPhotos, keepRecordPhotos } from '../photos/recordPhotos';

/** Who saves: their id (the record's author), their place and its subtree (the scope). */
export type Writer = Pick<SignedInUser, 'user_id' | 'location_id' | 'path'>;
type Body = Record<string, unknown>;

const schemas = { form: new WeakMap(), sheet: new WeakMap() } as const satisfies Record<
  EntryMode,
  WeakMap<RegisterDeclaration, EntitySchema>
>;

/**
 * The register's schema for the form or for an uploaded sheet's rows (`requiredIn`); with a
 * catalogue select (`choicesFrom`) it reads the reference lists as they are now (unless the
 * caller already read them: `catalogue`), so it is made for the call.
 */
export async function schemaOf(
  app: FastifyInstance,
  d: RegisterDeclaration,
  mode: EntryMode = 'form',
  catalogue?: Catalogue,
) {
  if (usesCatalogue(d.fields)) {
    const lists = catalogue ?? (await app.repos.referenceData.catalogueLists());
    return entitySchema(d, { catalogue: lists, mode });
  }
  if (!schemas[mode].has(d)) schemas[mode].set(d, entitySchema(d, { mode }));
  return schemas[mode].get(d)!;
}

/** The record's place, read in the save's transaction: in scope (403/404), of a declared level. */
export async function placeOf(
  trx: Transaction<Database>,
  writer: Writer,
  d: RegisterDeclaration,
  body: Body,
) {
  const place = await placeInScope(trx, writer.path, body[PLACE_FIELD] as number);
  if (!d.placeLevels.includes(place.level_id)) {
    throw fieldIssuesError(d, [{ field: PLACE_FIELD, key: ENTITY_MESSAGE.PLACE_LEVEL }]);
  }
  return place;
}

/**
 * The register's one write path, the count-form save's shape: one transaction holds the scope
 * check, the rules, the locked write (the repository's) and the roll-up event; each answers
 * the record as the API shows it.
 */
export function registerWrites(app: FastifyInstance, d: RegisterDeclaration) {
  const records = storeOf(app.repos, d);
  // the writer's subtree as it is under the tree's lock (a move may have ended meanwhile)
  const inTransaction = <T>(
    writer: Writer,
    work: (trx: Transaction<Database>, writer: Writer) => Promise<T>,
  ) =>
    writeTransaction(app.database.kysely, async (trx) => {
      await holdDefinition(trx, d);
      return work(trx, await placeNow(trx, writer));
    });
  const view = async (trx: Transaction<Database>, id: number) =>
    recordView((await records.findById(d, id, trx))!);

  const updateIn = async (
    trx: Transaction<Database>,
    writer: Writer,
    schema: EntitySchema,
    id: number,
    { version, ...body }: Body,
  ) => {
    const current = await recordWithin(records, d, id, writer.path, trx);
    const values = checkedValues(d, schema, body);
    const place = await placeOf(trx, writer, d, values);
    await checkRecordPhotos(trx, d, values, id, writer.user_id);
    // a record may be corrected where it is; it may not move into a closed place
    if (place.location_id !== current.location_id) await assertPlacesOpen(trx, [place.location_id]);
    const stored = storedRecord(d, values, place);
    // no version only from a spec alias sent without its own (its last write wins)
    if (
      !(await records.update(trx, d, id, version as number | undefined, stored, writer.user_id))
    ) {
      // deleted meanwhile (the update waited for its lock): 404, else changed: 409
      if (!(await records.findById(d, id, trx))) throw notFound('record not found');
      throw new AppError(409, API_ERROR.STALE, 'the record was changed by someone else');
    }
    await keepRecordPhotos(trx, d, values, id);
    return view(trx, id);
  };

  return {
    // the schema (and the catalogue it may read) before the transaction: PGlite has one connection
    create: async (sender: Writer, body: Body) => {
      const schema = await schemaOf(app, d);
      return inTransaction(sender, async (trx, writer) => {
        const values = checkedValues(d, schema, body);
        const place = await placeOf(trx, writer, d, values);
        await assertPlacesOpen(trx, [place.location_id]);
        await checkRecordPhotos(trx, d, values, null, writer.user_id);
        const id = await records.insert(trx, d, storedRecord(d, values, place), writer.user_id);
        await keepRecordPhotos(trx, d, values, id);
        return view(trx, id);
      });
    },

    update: async (sender: Writer, id: number, body: Body) => {
      const schema = await schemaOf(app, d);
      return inTransaction(sender, (trx, writer) => updateIn(trx, writer, schema, id, body));
    },

    /** Several changes (each body with its `version`), all or none, written in id order. */
    updateMany: async (
      sender: Writer,
      changes: readonly { id: number; body: Body }[],
      catalogue?: Catalogue,
    ) => {
      const schema = await schemaOf(app, d, 'form', catalogue);
      const ordered = [...changes].sort((a, b) => a.id - b.id);
      return inTransaction(sender, async (trx, writer) => {
        const saved = [];
        for (const { id, body } of ordered)
          saved.push(await updateIn(trx, writer, schema, id, body));
        return saved;
      });
    },

    remove: (sender: Writer, id: number) =>
      inTransaction(sender, async (trx, writer) => {
        const row = await recordWithin(records, d, id, writer.path, trx);
        if (!(await records.softDelete(trx, d, id, writer.user_id))) {
          throw notFound('record not found');
        }
        return recordView(row);
      }),

    /**
     * Deletes those of `ids` still live, in id order (one outside the writer's area: 403 and
     * none is deleted); answers the deleted records.
     */
    removeMany: (sender: Writer, ids: readonly number[]) =>
      inTransaction(sender, async (trx, writer) => {
        const removed = [];
        for (const id of [...ids].sort((a, b) => a - b)) {
          const row = await records.findById(d, id, trx);
          if (!row) continue;
          // the row as read: a second read could miss it, deleted meanwhile (a double click)
          inScope(row, writer.path);
          if (await records.softDelete(trx, d, id, writer.user_id)) removed.push(recordView(row));
        }
        return removed;
      }),
  };
}

import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  PLACE_FIELD,
  validateEntity,
  type EntitySchema,
  type RegisterDeclaration,
} from '../../../src/domain/engine';
import type { ApiErrorBody } from '../../../src/domain/apiErrors';
import { badRequest } from '../../appError';
import type { Database } from '../../db/schema';
import { assertPlacesOpen } from '../../repositories/placeOpen';
import { placeNow, readTransaction } from '../../rollups/treeLock';
import { storeOf } from '../repositories/registerStores';
import { firstRepeats } from './firstRepeats';
import { registerBulkAdd } from './registerBulkAdd';
import { fieldIssueRows } from '../../shared/keyedErrors';
import { placeOf, schemaOf, type Writer } from './registerSave';

/** What an upload sends: the place every row goes to, and the rows' inputs. */
export interface UploadBody {
  locationId: number;
  rows: Record<string, unknown>[];
  /** Store the good rows and leave the others out (else one bad row stores nothing). */
  onlyValid?: boolean;
}

/** Rows checked a few hundred at a time: a large sheet never holds the server in one turn. */
const STEP = 250;
/** Good rows stored per statement (and per roll-up event). */
const STORE_STEP = 1000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Each row through the register's one schema at the place: values, or rows of problems;
 * `onStep` gets each step's good values and whether the step had a bad row.
 */
async function checkedRows(
  d: RegisterDeclaration,
  schema: EntitySchema,
  rows: UploadBody['rows'],
  placeId: number,
  onStep: (good: Record<string, unknown>[], bad: boolean) => void = () => {},
) {
  const values: (Record<string, unknown> | null)[] = [];
  const problems: NonNullable<ApiErrorBody['error']> = [];
  for (let start = 0; start < rows.length; start += STEP) {
    const good: Record<string, unknown>[] = [];
    const before = problems.length;
    rows.slice(start, start + STEP).forEach((row, i) => {
      const checked = validateEntity(d, schema, { ...row, [PLACE_FIELD]: placeId });
      values.push(checked.values ?? null);
      if (checked.values) good.push(checked.values);
      // rows are numbered as a sheet's, the first sent being row 2 (as the volunteer upload)
      problems.push(...fieldIssueRows(d, checked.issues, { row: start + i + 2 }));
    });
    onStep(good, problems.length > before);
    await nextTurn();
  }
  return { values, problems };
}

/** Good rows (sheet-numbered) repeating a live record of the area: a hint, never a block. */
async function repeated(
  app: FastifyInstance,
  trx: Transaction<Database>,
  d: RegisterDeclaration,
  area: string,
  values: readonly (Record<string, unknown> | null)[],
): Promise<{ row: number; id: number; place: string }[]> {
  const found = await firstRepeats(storeOf(app.repos, d), d, area, values, trx);
  return [...found].map(([at, hit]) => ({ row: at + 2, id: hit.id, place: hit.place }));
}

/**
 * A register's upload (issue 23, `upload: true`): `check` is the dry run (the problems of every
 * row, nothing stored), `save` stores every row in one transaction, all or none, or on request
 * only the good ones; the place is checked under the tree's lock as a single save's is.
 */
export function registerUpload(app: FastifyInstance, d: RegisterDeclaration) {
  const bulkAdd = registerBulkAdd(app, d);
  // the dry run stores nothing, its Idempotency-Key included (issue 44, point 8)
  const check = <T>(sender: Writer, work: (trx: Transaction<Database>, w: Writer) => Promise<T>) =>
    readTransaction(app.database.kysely, async (trx) => work(trx, await placeNow(trx, sender)));
  const placeFor = async (trx: Transaction<Database>, writer: Writer, body: UploadBody) => {
    const place = await placeOf(trx, writer, d, { [PLACE_FIELD]: body.locationId });
    await assertPlacesOpen(trx, [place.location_id]);
    return place;
  };

  return {
    // the schema (and the catalogue it may read) before the transaction: PGlite has one connection
    check: async (sender: Writer, body: UploadBody) => {
      const schema = await schemaOf(app, d, 'sheet');
      return check(sender, async (trx, writer) => {
        const place = await placeFor(trx, writer, body);
        const { values, problems } = await checkedRows(d, schema, body.rows, place.location_id);
        return { errors: problems, duplicates: await repeated(app, trx, d, writer.path, values) };
      });
    },

    // rows checked in steps and stored by the bulk add while the next step is checked; after a
    // bad row nothing more is stored (the 400 then rolls all back) unless only the good are asked
    save: async (sender: Writer, body: UploadBody) => {
      const schema = await schemaOf(app, d, 'sheet');
      let clean = true;
      const { length: count } = await bulkAdd(sender, body.locationId, async (add) => {
        let pending: Record<string, unknown>[] = [];
        const flush = () => {
          if (pending.length) add(pending);
          pending = [];
        };
        const { problems } = await checkedRows(
          d,
          schema,
          body.rows,
          body.locationId,
          (good, bad) => {
            clean &&= !bad;
            if (!clean && !body.onlyValid) return;
            pending.push(...good);
            if (pending.length >= STORE_STEP) flush();
          },
        );
        if (problems.length && !body.onlyValid) throw badRequest('submision failed', problems);
        flush();
      });
      return { count, skipped: body.rows.length - count };
    },
  };
}

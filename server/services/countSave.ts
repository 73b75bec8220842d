import type { FastifyInstance } from 'fastify';
import { API_ERROR, type ApiErrorBody } from '../../src/domain/apiErrors';
import {
  contribution,
  countPeriodKind,
  entitySchema,
  isPeriodOpenForEntry,
  fieldsFor,
  validateEntity,
  type CountFormDeclaration,
  type CountSaveBody,
} from '../../src/domain/entities';
import { AppError, badRequest } from '../appError';
import { countError, entryPlace, periodOf } from './countPeriod';
import { indiaToday } from '../../src/domain/dates';
import type { SignedInUser } from '../plugins/auth';
import { confirmedUnusualRecords } from './plausibleSave';
import { fieldIssueRows } from './keyedErrors';
import { applyRollupEvent, type RollupShare } from '../rollups';
import { SUBJECT_SOURCES, type Target } from './subjectSources';
import { pathsNow, writeTransaction } from '../rollups/treeLock';
import { assertPlacesOpen } from '../repositories/placeOpen';

type Item = CountSaveBody['records'][number];

/** Each record's values through the fields its subject shows; a 400 naming every problem. */
function checkedValues(
  d: CountFormDeclaration,
  items: readonly Item[],
  targets: Map<number, Target>,
) {
  const problems: NonNullable<ApiErrorBody['error']> = [];
  const values = items.map((item) => {
    const target = targets.get(item.subject_id)!;
    const form = { ...d, fields: fieldsFor(d, target.ekak_sub_type_id ?? undefined) };
    const result = validateEntity(form, entitySchema(form), item.values);
    problems.push(
      ...fieldIssueRows(d, result.issues, { row: item.subject_id, prefix: `${target.name}: ` }),
    );
    return result.values ?? {};
  });
  if (problems.length) throw badRequest(problems[0]!.message, problems);
  return values;
}

/**
 * Saves the records of a count form at a place, all or none: every subject under the place,
 * every value within its rule, every record still at the version it was read at (else 409);
 * the records and their places' roll-ups change in one transaction, rows locked first.
 */
export async function saveCountForm(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: Pick<SignedInUser, 'user_id' | 'location_id'>,
  body: CountSaveBody,
): Promise<number> {
  const items = body.records;
  const repo = app.repos.countRecords;
  return writeTransaction(app.database.kysely, async (trx) => {
    // the user's area and the place as they are under the tree's lock
    const scopePath = (await pathsNow(trx, [user.location_id])).get(user.location_id)!;
    const here = await entryPlace(trx, scopePath, d, body.locationId);
    const { month, ...period } = periodOf(countPeriodKind(d), body);
    if (!isPeriodOpenForEntry(d, period, indiaToday())) throw countError('yearClosed');
    if (items.length === 0) throw countError('empty');
    const ids = items.map((i) => i.subject_id);
    if (new Set(ids).size !== ids.length) throw countError('twice');
    // the subjects are locked (units: shared) and read inside: a move or delete waits (issue 17)
    const source = SUBJECT_SOURCES[d.subject];
    await assertPlacesOpen(trx, [here.location_id]);
    await source.lock(trx, ids);
    const found = await source.targets(trx, d, here, period, month, ids);
    const targets = new Map(found.map((t) => [t.subject_id, t]));
    if (ids.some((id) => !targets.has(id))) throw countError('notUnder');
    const closed = ids.map((id) => targets.get(id)!).filter((t) => !t.open);
    if (closed.length) {
      throw countError('notActive', { names: closed.map((t) => t.name).join(', ') });
    }
    const values = checkedValues(d, items, targets);
    const subjects = items.map((i) => targets.get(i.subject_id)!);
    const unusual = await confirmedUnusualRecords(
      trx,
      d,
      period,
      items.map((item, i) => ({
        subject_id: item.subject_id,
        location_id: subjects[i]!.location_id,
        subTypeId: subjects[i]!.ekak_sub_type_id ?? undefined,
        values: values[i]!,
      })),
      body.confirmedUnusual === true,
    );
    const locked = await repo.lock(trx, d, period, subjects);
    if (items.some((i) => locked.get(i.subject_id)!.version !== i.version)) {
      throw new AppError(409, API_ERROR.STALE, 'a record was saved by someone else meanwhile');
    }
    const share = (path: string, sums: Record<string, number>): RollupShare => ({
      ...period,
      path,
      sums,
    });
    const before = items
      .map((i) => locked.get(i.subject_id)!)
      .map((r) => share(r.location_path, r.sums));
    const writes = items.map((item, i) => {
      const target = subjects[i];
      const record = locked.get(item.subject_id)!;
      const sums = contribution(d, values[i]);
      return {
        id: record.id,
        location_id: target.location_id,
        location_path: target.path,
        data: values[i],
        sums,
        unusual: unusual.has(item.subject_id),
      };
    });
    await repo.write(trx, writes, user.user_id);
    await applyRollupEvent(trx, {
      type: 'countFormSaved',
      module: d.name,
      before,
      after: writes.map((w) => share(w.location_path, w.sums)),
    });
    return writes.length;
  });
}

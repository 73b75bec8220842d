import { holdDefinition } from '../repositories/moduleDefinitions';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { API_ERROR, type ApiErrorBody } from '../../../src/domain/apiErrors';
import {
  checkRecord,
  countPeriodKind,
  gateOf,
  type CountFormDeclaration,
  type CountSaveBody,
  type SaveConflict,
} from '../../../src/domain/engine';
import { isWithinPath } from '../../../src/domain/geo';
import { takesEntry } from '../../../src/domain/periods';
import { AppError, badRequest } from '../../appError';
import type { Database } from '../../db/schema';
import { countError, periodOf, periodRefusal } from './countPeriod';
import { indiaToday } from '../../../src/domain/dates';
import type { SignedInUser } from '../../plugins/auth';
import { confirmedUnusualRecords } from './plausibleSave';
import { periodStateOf } from './periodRequests';
import { saveEntryPlace, saveScope } from './periodSubmission';
import { fieldIssueRows } from '../../shared/keyedErrors';
import { subjectSourceOf, type Target } from './subjectSources';
import { storeOf, type SaveAt } from './countStores';
import { judgedSave } from './countChecks';
import { keepCheckReasons } from '../repositories/checkReasons';
import { splitByFate } from './countConflicts';
import { writeTransaction } from '../../rollups/treeLock';
import { assertPlacesOpen } from '../../repositories/placeOpen';

/** A record a save sends; `version` left out only by the spec's gathering call (unchecked). */
export type SentRecord = Omit<CountSaveBody['records'][number], 'version'> & { version?: number };
export type SentSave = Omit<CountSaveBody, 'records'> & { records: readonly SentRecord[] };

/** A check a caller adds after the records are locked (the spec call's month version). */
export type LockedCheck = (trx: Transaction<Database>, at: SaveAt) => Promise<void>;

/** What the spec's gathering call adds to a save (server/services/gatheringMonth.ts). */
export interface SaveOptions {
  afterLock?: LockedCheck;
  /** Values of fields a subject's card does not show are left out, not refused. */
  dropHidden?: boolean;
  /**
   * Conflicts answered per unit (the generic save call, issue 26): the records nobody else
   * changed are saved and the others answered; without it any record saved since it was read
   * refuses the whole save (409 STALE), as the spec's calls and older callers expect.
   */
  perUnit?: boolean;
}

/** Each record's values through the fields its subject shows; a 400 naming every problem. */
function checkedValues(
  d: CountFormDeclaration,
  items: readonly SentRecord[],
  targets: Target[],
  dropHidden = false,
) {
  const problems: NonNullable<ApiErrorBody['error']> = [];
  const values = items.map((item, i) => {
    const target = targets[i]!;
    const sub = target.sub_type_id ?? undefined;
    const result = checkRecord(d, sub, item.values, { dropHidden });
    problems.push(
      ...fieldIssueRows(d, result.issues, { row: item.subject_id, prefix: `${target.name}: ` }),
    );
    return result.values ?? {};
  });
  if (problems.length) throw badRequest(problems[0]!.message, problems);
  return values;
}

/**
 * The subjects a save names, as they are now: each under the place (else 400 naming them, and
 * those outside the user's area) and active in the period (400).
 */
function assertTargets(
  found: readonly Target[],
  ids: readonly number[],
  scope: string,
  under: string,
) {
  const byId = new Map(found.map((t) => [t.subject_id, t]));
  const elsewhere = ids.filter((id) => !byId.get(id)?.path.startsWith(under));
  if (elsewhere.length) {
    const outside = found.filter((t) => !isWithinPath(t.path, scope)).map((t) => t.subject_id);
    throw countError('notUnder', { ids: elsewhere.join(', '), outside: outside.join(', ') });
  }
  const closed = ids.map((id) => byId.get(id)!).filter((t) => !t.open);
  if (closed.length) {
    throw countError('notActive', {
      names: closed.map((t) => t.name).join(', '),
      ids: closed.map((t) => t.subject_id).join(', '),
    });
  }
  return ids.map((id) => byId.get(id)!);
}

/**
 * Saves the records of a count form at a place, all or none, in one transaction: the user's
 * area and the place read under the tree's lock, the period open, every subject under the place
 * and active, every value within its rule; the form's store writes the records and moves their
 * roll-ups, rows locked first. A record someone else saved with other figures since it was read
 * is not written but answered as a conflict. The answer: how many records hold what was sent,
 * the save's own id where the store wrote, and the conflicts.
 */
export async function saveCountForm(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: Pick<SignedInUser, 'user_id' | 'location_id'>,
  body: SentSave,
  options: SaveOptions = {},
): Promise<{ saved: number; id: number | null; conflicts?: SaveConflict[] }> {
  const items = body.records;
  const store = storeOf(d);
  return writeTransaction(app.database.kysely, async (trx) => {
    await holdDefinition(trx, d);
    const scopePath = await saveScope(trx, d, body, user.location_id);
    // the period's gate, in the save's transaction (issue 25): an approval above freezes it
    // (read with the place, under the period's lock taken with the scope, which an approval
    // holds exclusively); a granted reopening only matters once the policy has closed it
    const { place, approval } = await saveEntryPlace(trx, d, scopePath, body);
    const { parsed, month, period } = periodOf(countPeriodKind(d), body);
    const byPolicy = gateOf(d, parsed, indiaToday(), approval);
    const gate =
      takesEntry(byPolicy) || byPolicy.status === 'approved'
        ? byPolicy
        : gateOf(d, parsed, indiaToday(), await periodStateOf(trx, d, place, period));
    if (!takesEntry(gate)) throw periodRefusal(gate);
    if (items.length === 0) throw countError('empty');
    const ids = items.map((i) => i.subject_id);
    if (new Set(ids).size !== ids.length) throw countError('twice');
    // the subjects are locked (units: shared) and read inside: a move or delete waits (issue 17)
    const source = subjectSourceOf(d.subject);
    await assertPlacesOpen(trx, [place.location_id]);
    await source.lock(trx, ids);
    const found = await source.targets(trx, store.recordJoin, d, period, month, ids);
    const subjects = assertTargets(found, ids, scopePath, place.path);
    const values = checkedValues(d, items, subjects, options.dropHidden);
    // the form's checks with what they read: refusals, and the warnings' reasons (issue 48)
    const reasons = await judgedSave(
      trx,
      d,
      { parsed, period },
      subjects.map((subject, i) => ({ subject, values: values[i]!, reasons: items[i]!.reasons })),
    );
    const records = subjects.map((subject, i) => ({
      subject,
      values: values[i]!,
      version: items[i]!.version,
    }));
    const unusual = await confirmedUnusualRecords(
      trx,
      d,
      { period, month },
      records,
      body.confirmedUnusual === true,
    );
    const at: SaveAt = { d, period, month, place };
    const locked = await store.lock(trx, at, subjects);
    await options.afterLock?.(trx, at);
    // each record against the one stored: someone else's save of other figures since it was
    // read is a conflict; per unit, the others are saved (issue 26, point 5)
    const { write, same, conflicts } = await splitByFate(trx, d, records, locked);
    if (!options.perUnit && (same.length > 0 || conflicts.length > 0)) {
      throw new AppError(409, API_ERROR.STALE, 'a record was saved by someone else meanwhile');
    }
    const writes = write.map((r) => ({ ...r, unusual: unusual.has(r.subject.subject_id) }));
    const id = writes.length ? await store.write(trx, at, writes, locked, user.user_id) : null;
    if (d.checks?.length) {
      // a record saved the same meanwhile (a replay) keeps the reasons it carries too
      const kept = [...writes, ...same].map((w) => w.subject);
      await keepCheckReasons(trx, d.name, period, kept, reasons, user.user_id);
    }
    const saved = writes.length + same.length;
    return options.perUnit ? { saved, id, conflicts } : { saved, id };
  });
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_ERROR } from '../../../src/domain/apiErrors';
import { indiaToday } from '../../../src/domain/dates';
import {
  countPeriodKind,
  expectedLevel,
  gateOf,
  policyOf,
  type CountFormDeclaration,
  type CountPeriodBody,
} from '../../../src/domain/engine';
import { isoDate } from '../../../src/domain/calendar';
import { dueDay, isOnTime, mayTakeStep, type PeriodState } from '../../../src/domain/periods';
import { roleOf } from '../../../src/domain/roles';
import { AppError } from '../../appError';
import type { Database } from '../../db/schema';
import type { SignedInUser } from '../../plugins/auth';
import type { PlaceRow } from '../../repositories/locations';
import { periodProgress } from '../repositories/periodProgress';
import { periodStatus, type PeriodKey } from '../repositories/periodStatus';
import { idsOfPath } from '../../rollups/designation';
import { pathsNow, writeTransaction } from '../../rollups/treeLock';
import { entryLevelChecked, entryPlace, periodOf, periodRefusal } from './countPeriod';
import { withinScope } from '../../plugins/scope';
import { keyedRows } from '../../shared/keyedErrors';

/** A 409 naming why a submission or an approval cannot be made (`app.periodApproval.error.*`). */
export function approvalConflict(key: string, args: Record<string, string | number> = {}) {
  const [row] = keyedRows([{ key: `app.periodApproval.error.${key}`, args }]);
  return new AppError(409, API_ERROR.VALIDATION, row!.message, [row!]);
}

/** The period a body names as it is keyed, or null when it names none (refused later). */
function keyOrNull(d: CountFormDeclaration, body: CountPeriodBody) {
  try {
    return periodKeyOf(d, body).key;
  } catch {
    return null;
  }
}

/** The form's period a call names, as submissions and approvals are keyed. */
export function periodKeyOf(d: CountFormDeclaration, body: CountPeriodBody) {
  const named = periodOf(countPeriodKind(d), body);
  const key: PeriodKey = { module: d.name, ...named.period };
  return { ...named, key };
}

/**
 * What is stored about a place's period that its gate reads for approval: the highest approval
 * at or above it, and (when asked) whether it has submitted. Nothing for forms without approval.
 */
export async function approvalStateOf(
  db: Kysely<Database>,
  d: CountFormDeclaration,
  place: PlaceRow,
  key: PeriodKey,
  withSubmission = false,
): Promise<PeriodState> {
  if (!policyOf(d).approval) return {};
  const [approved] = await periodStatus.approvalsAt(db, key, idsOfPath(place.path));
  const state: PeriodState = approved ? { approved } : {};
  if (!withSubmission || approved) return state;
  const expected = await periodStatus.expectedAt(db, place.path, expectedLevel(d));
  const progress = (await periodProgress.at(db, key, [place.location_id])).get(place.location_id);
  const ids = expected.map((p) => p.location_id);
  if (expected.length && (progress?.submitted ?? 0) >= expected.length) {
    const on = await periodStatus.submittedOn(db, key, ids);
    if (on) state.submitted = { on };
  } else {
    // sent back by the office above and not submitted again: its reason before any typing
    const returned = await periodStatus.returnedAmong(db, key, ids);
    if (returned) state.returned = returned;
  }
  return state;
}

/**
 * A save's area under the period's lock (issue 25): for a form with approval the lock is taken
 * shared in the same statement that reads the user's place again (an approval holds it
 * exclusively, so none begins or ends while the save reads and writes); else the path alone.
 * A body naming no valid period takes no lock (the save refuses it right after).
 */
export async function saveScope(
  trx: Kysely<Database>,
  d: CountFormDeclaration,
  body: CountPeriodBody,
  userPlaceId: number,
): Promise<string> {
  const key = policyOf(d).approval ? keyOrNull(d, body) : null;
  if (key) return periodStatus.lockWithPath(trx, key, userPlaceId, false);
  return (await pathsNow(trx, [userPlaceId])).get(userPlaceId)!;
}

/**
 * A save's entry place and what is stored of its approval, read under the period's lock taken
 * by saveScope: for a form with approval in one statement (the place, the highest approval at or
 * above it), else the place alone.
 */
export async function saveEntryPlace(
  trx: Kysely<Database>,
  d: CountFormDeclaration,
  scopePath: string,
  body: CountPeriodBody,
): Promise<{ place: PlaceRow; approval: PeriodState }> {
  const key = policyOf(d).approval ? keyOrNull(d, body) : null;
  if (!key) return { place: await entryPlace(trx, scopePath, d, body.locationId), approval: {} };
  const row = await periodStatus.placeWithApproval(trx, key, body.locationId);
  const { approval, ...place } = entryLevelChecked(d, withinScope(row, scopePath));
  return { place, approval: approval ? { approved: approval } : {} };
}

/**
 * `POST /<form>/submit` and `/withdraw`: an entry office says its period is complete (every
 * expected place at or under it), or takes that back while nothing above has approved it.
 */
export function submitPeriod(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: SignedInUser,
  body: CountPeriodBody,
  withdraw = false,
) {
  const policy = policyOf(d);
  return writeTransaction(app.database.kysely, async (trx) => {
    // the period's lock shared, with the user's place read again (as a save takes it)
    const scopePath = await saveScope(trx, d, body, user.location_id);
    const place = await entryPlace(trx, scopePath, d, body.locationId);
    const { parsed, key, month } = periodKeyOf(d, body);
    if (!policy.approval) throw approvalConflict('noApproval');
    // the entry office's writers submit, or the (level, role) pairs the policy names (issue 46)
    if (!mayTakeStep(policy.approval, 'submit', { levelId: user.level_id, role: roleOf(user) }))
      throw approvalConflict('notSubmitter');
    const state = await approvalStateOf(trx, d, place, key);
    const gate = gateOf(d, parsed, indiaToday(), state);
    if (gate.status === 'approved') throw periodRefusal(gate);
    if (gate.status === 'closed' && gate.reason === 'future') throw periodRefusal(gate);
    const expected = await periodStatus.expectedAt(trx, place.path, expectedLevel(d));
    if (!expected.length) throw approvalConflict('nothingExpected');
    if (withdraw) {
      const cleared = await periodStatus.clearSubmitted(trx, key, {
        ids: expected.map((p) => p.location_id),
      });
      if (!cleared.length) throw approvalConflict('notSubmitted');
      await periodProgress.move(
        trx,
        key,
        cleared.map((p) => [p, { submitted: -1, onTime: p.on_time ? -1 : 0, approved: 0 }]),
      );
      await periodStatus.log(trx, key, [{ placeId: place.location_id }], 'withdrawn', user.user_id);
      return { places: cleared.length, submitted: false };
    }
    const day = isoDate(indiaToday());
    const onTime = isOnTime(day, dueDay(month.last, policy.dueAfterDays));
    const marked = await periodStatus.markSubmitted(trx, key, expected, {
      userId: user.user_id,
      day,
      onTime,
      forcedBy: null,
    });
    if (!marked.length) throw approvalConflict('alreadySubmitted');
    await periodProgress.move(
      trx,
      key,
      marked.map((p) => [p, { submitted: 1, onTime: onTime ? 1 : 0, approved: 0 }]),
    );
    await periodStatus.log(trx, key, [{ placeId: place.location_id }], 'submitted', user.user_id);
    return { places: marked.length, submitted: true, on_time: onTime };
  });
}

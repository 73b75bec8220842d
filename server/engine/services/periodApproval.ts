import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_ERROR } from '../../../src/domain/apiErrors';
import {
  expectedLevel,
  policyOf,
  type CountFormDeclaration,
  type CountPeriodBody,
} from '../../../src/domain/engine';
import { indiaToday } from '../../../src/domain/dates';
import { isoDate } from '../../../src/domain/calendar';
import {
  approvalRefusal,
  approvesPlace,
  mayTakeStep,
  pendingOf,
  type ApprovalChild,
  type ApprovalPolicy,
  type PeriodProgress,
  type StepTakerOf,
} from '../../../src/domain/periods';
import { roleOf } from '../../../src/domain/roles';
import { forbidden } from '../../appError';
import type { Database } from '../../db/schema';
import type { SignedInUser } from '../../plugins/auth';
import { placeInScope } from '../../plugins/scope';
import type { PlaceRow } from '../../repositories/locations';
import { periodProgress } from '../repositories/periodProgress';
import { periodStatus, type PeriodKey, type PlacePath } from '../repositories/periodStatus';
import { idsOfPath } from '../../rollups/designation';
import { holdApprovals } from '../../rollups/approvedMonths';
import { writeTransaction } from '../../rollups/treeLock';
import { approvalConflict, periodKeyOf } from './periodSubmission';
import { expectedPlacesOf, progressOf } from './periodCompleteness';

type Month = { year: string; month: number };

/** A place to approve and its progress as read in the approving transaction. */
interface Approving {
  place: PlacePath;
  progress: PeriodProgress;
}

/**
 * Approvals of places inside an approving transaction (the period's lock held exclusively), in
 * a few statements whatever their number: the places they cover move up the roll-up, each is
 * marked with who approved it and how many were pending, and the step is logged.
 */
async function approveAll(
  trx: Kysely<Database>,
  d: CountFormDeclaration,
  approver: SignedInUser,
  key: PeriodKey,
  items: readonly Approving[],
) {
  const pending = new Map(items.map((i) => [i.place.location_id, pendingOf(i.progress)]));
  for (const { place } of items.filter((i) => pendingOf(i.progress) > 0)) {
    // "with N pending": the places not submitted are counted as submitted by this approval
    const expected = await periodStatus.expectedAt(trx, place.path, expectedLevel(d));
    const forced = await periodStatus.markSubmitted(trx, key, expected, {
      userId: approver.user_id,
      day: isoDate(indiaToday()),
      onTime: false,
      forcedBy: place.location_id,
    });
    await periodProgress.move(
      trx,
      key,
      forced.map((p) => [p, { submitted: 1, onTime: 0, approved: 0 }]),
    );
  }
  await periodProgress.move(
    trx,
    key,
    items.map(({ place, progress }) => [
      place,
      { submitted: 0, onTime: 0, approved: progress.expected - progress.approved },
    ]),
  );
  await periodStatus.approve(
    trx,
    key,
    items.map((i) => ({ id: i.place.location_id, pending: pending.get(i.place.location_id) ?? 0 })),
    { userId: approver.user_id, level: approver.level_id },
  );
}

/** The approving transaction: the period's lock held exclusively, the approver's area read again. */
export function approving<T>(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: SignedInUser,
  body: CountPeriodBody,
  work: (trx: Kysely<Database>, at: { scope: string; key: PeriodKey; month: Month }) => Promise<T>,
) {
  if (!policyOf(d).approval) throw approvalConflict('noApproval');
  const { key, month } = periodKeyOf(d, body);
  return writeTransaction(app.database.kysely, async (trx) => {
    // no unit write that could move the period's figures runs meanwhile (issue 44)
    await holdApprovals(trx, true);
    const scope = await periodStatus.lockWithPath(trx, key, user.location_id, true);
    return work(trx, { scope, key, month: { year: month.year, month: month.month } });
  });
}

/** The office and the person taking a step of a period's cycle (issue 46). */
export const stepTakerOf = (user: SignedInUser): StepTakerOf => ({
  levelId: user.level_id,
  role: roleOf(user),
});

/** Only the office directly above approves (or returns) a place (else 403). */
const childOf = (user: SignedInUser, child: PlaceRow) => {
  if (!approvesPlace(user.location_id, child)) {
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'only the office directly above approves a place');
  }
};

/**
 * The child place an approving step names (approve, return), read in its transaction: in the
 * approver's area and directly below its office (else 403), with its progress; the step's rule
 * (`refusalOf`: the approval's or the return's) is asked with the caller, the child's state and
 * whether a place above it is approved, and its refusal answered 409.
 */
export async function childToDecide(
  trx: Kysely<Database>,
  d: CountFormDeclaration,
  user: SignedInUser,
  at: { scope: string; key: PeriodKey; month: Month },
  locationId: number,
  refusalOf: (
    policy: ApprovalPolicy | undefined,
    taker: StepTakerOf,
    child: ApprovalChild,
    frozenAbove: boolean,
  ) => string | null,
) {
  const child = await placeInScope(trx, at.scope, locationId);
  childOf(user, child);
  const [above] = await periodStatus.approvalsAt(trx, at.key, idsOfPath(child.path));
  const progress = (await progressOf(trx, d, at.key, at.month, [child])).byId.get(
    child.location_id,
  )!;
  const own = above?.location_id === child.location_id;
  const state = { progress, approved: own };
  const refusal = refusalOf(policyOf(d).approval, stepTakerOf(user), state, !own && !!above);
  if (refusal) throw approvalConflict(refusal);
  return { child, progress };
}

/** `POST /<form>/approve`: the office directly above approves a child place's period. */
export function approvePlace(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: SignedInUser,
  body: CountPeriodBody & { withPending?: boolean },
) {
  return approving(app, d, user, body, async (trx, at) => {
    const withPending = body.withPending === true;
    const { child, progress } = await childToDecide(
      trx,
      d,
      user,
      at,
      body.locationId,
      (policy, taker, state, frozenAbove) =>
        approvalRefusal(policy, taker, state, { withPending, frozenAbove }),
    );
    await approveAll(trx, d, user, at.key, [{ place: child, progress }]);
    return { approved: [child.location_id], pending: pendingOf(progress) };
  });
}

/** `POST /<form>/approve-ready`: every ready child of the caller's own office, in one transaction. */
export function approveReady(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: SignedInUser,
  body: CountPeriodBody,
) {
  if (body.locationId !== user.location_id) {
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'an office approves the places directly below it');
  }
  return approving(app, d, user, body, async (trx, at) => {
    if (!mayTakeStep(policyOf(d).approval, 'approve', stepTakerOf(user)))
      throw approvalConflict('notApprover');
    const [frozen] = await periodStatus.approvalsAt(trx, at.key, idsOfPath(at.scope));
    if (frozen) throw approvalConflict('approvedAbove');
    const children = await periodProgress.childrenForApproval(
      trx,
      at.key,
      user.location_id,
      expectedPlacesOf(d),
    );
    const ready = children
      .map((c) => ({ place: c, progress: { ...c, saved: 0 }, approved: c.own_approval }))
      .filter(
        (c) =>
          approvalRefusal(policyOf(d).approval, stepTakerOf(user), c, {
            withPending: false,
            frozenAbove: false,
          }) === null,
      );
    await approveAll(trx, d, user, at.key, ready);
    return { approved: ready.map((c) => c.place.location_id), pending: 0 };
  });
}

/** `POST /<form>/unapprove`: the approver or an office above takes an approval back. */
export function unapprovePlace(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: SignedInUser,
  body: CountPeriodBody,
) {
  return approving(app, d, user, body, async (trx, { scope, key }) => {
    const child = await placeInScope(trx, scope, body.locationId);
    if (child.location_id === user.location_id) throw approvalConflict('ownPlace');
    const [top] = await periodStatus.approvalsAt(trx, key, idsOfPath(child.path));
    if (!top) throw approvalConflict('notApproved');
    if (top.location_id !== child.location_id) throw approvalConflict('approvedAbove');
    const forced = await periodStatus.clearSubmitted(trx, key, { forcedBy: child.location_id });
    await periodProgress.move(
      trx,
      key,
      forced.map((p) => [p, { submitted: -1, onTime: 0, approved: 0 }]),
    );
    // what stays covered below: the approved places under it that no other approval covers
    const below = maximal(await periodStatus.approvedUnder(trx, key, child.path));
    const expected = await periodProgress.expectedCounts(
      trx,
      below.map((p) => p.location_id),
      expectedPlacesOf(d),
    );
    const still = below.reduce((n, p) => n + (expected.get(p.location_id) ?? 0), 0);
    const kept = (await periodProgress.at(trx, key, [child.location_id])).get(child.location_id);
    const change = still - (kept?.approved ?? 0);
    await periodProgress.move(trx, key, [[child, { submitted: 0, onTime: 0, approved: change }]]);
    await periodStatus.clearApproval(trx, key, child.location_id);
    await periodStatus.log(trx, key, [{ placeId: child.location_id }], 'unapproved', user.user_id);
    return { unapproved: child.location_id };
  });
}

/** The places of a list not under another of the list. */
const maximal = (places: PlacePath[]) =>
  places.filter(
    (p) => !places.some((q) => q !== p && p.path.startsWith(q.path) && p.path !== q.path),
  );

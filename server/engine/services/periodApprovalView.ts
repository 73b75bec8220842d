import type { FastifyInstance } from 'fastify';
import {
  policyOf,
  type CountFormDeclaration,
  type CountPeriodBody,
} from '../../../src/domain/engine';
import { approvalState, mayApproveBelow } from '../../../src/domain/periods';
import type { SignedInUser } from '../../plugins/auth';
import { placeInScope } from '../../plugins/scope';
import { periodProgress } from '../repositories/periodProgress';
import { idsOfPath } from '../../rollups/designation';
import { progressOf } from './periodCompleteness';
import { approvalConflict, periodKeyOf } from './periodSubmission';
import { stepTakerOf } from './periodApproval';

/**
 * `POST /<form>/approvals`: a place's period and each of its open children's, as an approver
 * reads them — expected, saved, submitted, on time and approved places (the roll-ups' figures,
 * `as_of` when they last moved), each child's state and approval, and whether the caller may
 * approve them now.
 */
export async function approvalsView(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: SignedInUser,
  body: CountPeriodBody,
) {
  const policy = policyOf(d).approval;
  if (!policy) throw approvalConflict('noApproval');
  const db = app.database.kysely;
  const place = await placeInScope(db, user.path, body.locationId);
  const { key, month } = periodKeyOf(d, body);
  const children = await periodProgress.childrenOf(db, place.location_id);
  const { byId, asOf, approvals } = await progressOf(
    db,
    d,
    key,
    { year: month.year, month: month.month },
    [place, ...children],
  );
  const approvalAt = (id: number) => approvals.find((a) => a.location_id === id) ?? null;
  const above = approvals.find((a) => idsOfPath(place.path).includes(a.location_id)) ?? null;
  return {
    place: {
      location_id: place.location_id,
      progress: byId.get(place.location_id)!,
      approval: above,
    },
    children: children.map((c) => {
      const approval = approvalAt(c.location_id);
      const progress = byId.get(c.location_id)!;
      return {
        location_id: c.location_id,
        level_id: c.level_id,
        localized_name: c.localized_name,
        name_suffix: c.name_suffix,
        progress,
        state: approvalState({ progress, approved: approval !== null }),
        approval,
      };
    }),
    can_approve: mayApproveBelow(
      policy,
      { ...stepTakerOf(user), placeId: user.location_id, writes: user.writeallowed === true },
      place.location_id,
      above !== null,
    ),
    as_of: asOf,
  };
}

import type { FastifyInstance } from 'fastify';
import {
  expectedLevel,
  type CountFormDeclaration,
  type CountPeriodBody,
} from '../../../src/domain/engine';
import { returnRefusal } from '../../../src/domain/periods';
import type { SignedInUser } from '../../plugins/auth';
import { periodProgress } from '../repositories/periodProgress';
import { periodStatus } from '../repositories/periodStatus';
import { approving, childToDecide } from './periodApproval';
import { formAllowed } from './periodRequests';

export type ReturnBody = CountPeriodBody & { reason: string };

/**
 * `POST /<form>/return` (issue 46): the office directly above sends a child's submitted period
 * back with a reason. Every submission below the child is cleared and marked with the reason
 * (shown on those offices' sheets until they submit again), the progress moves, and the step is
 * kept in the period's history with its reason. Under the approving lock, like an approval.
 */
export function returnPlace(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: SignedInUser,
  body: ReturnBody,
) {
  return approving(app, d, user, body, async (trx, at) => {
    const { key } = at;
    const { child } = await childToDecide(
      trx,
      d,
      user,
      at,
      body.locationId,
      (policy, taker, state, frozenAbove) =>
        returnRefusal(policy, taker, state, { frozenAbove, reason: body.reason }),
    );
    const reason = body.reason.trim();
    const expected = await periodStatus.expectedAt(trx, child.path, expectedLevel(d));
    const cleared = await periodStatus.clearSubmitted(
      trx,
      key,
      { ids: expected.map((p) => p.location_id) },
      { reason, userId: user.user_id },
    );
    await periodProgress.move(
      trx,
      key,
      cleared.map((p) => [p, { submitted: -1, onTime: p.on_time ? -1 : 0, approved: 0 }]),
    );
    await periodStatus.log(
      trx,
      key,
      [{ placeId: child.location_id, reason }],
      'returned',
      user.user_id,
    );
    return { returned: child.location_id, places: cleared.length };
  });
}

/**
 * `GET /period-returns`: the periods sent back to the places at or under the caller's office
 * and not submitted again, of the forms it may open (the dashboard's list, issue 46).
 */
export async function returnsUnder(app: FastifyInstance, user: SignedInUser) {
  const all = await periodStatus.returnedUnder(app.database.kysely, user.path);
  const allowed = new Map<string, boolean>();
  for (const module of new Set(all.map((r) => r.module)))
    allowed.set(module, (await formAllowed(app, user, module, false)) === null);
  return { returns: all.filter((r) => allowed.get(r.module)) };
}

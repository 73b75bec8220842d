import type { FastifyInstance } from 'fastify';
import {
  countPeriodKind,
  targetFields,
  type CountFormDeclaration,
  type CountPeriodBody,
  type TargetCell,
  type TargetSheet,
} from '../../../src/domain/engine';
import { placeLabel } from '../../../src/domain/geo';
import type { SignedInUser } from '../../plugins/auth';
import { placeInScope } from '../../plugins/scope';
import { writeTransaction } from '../../rollups/treeLock';
import { setTargets, targetsAt } from '../repositories/targets';
import { countError, periodOf } from './countPeriod';

type Cells = readonly TargetCell[];

/** The children of a place in the caller's area, whose targets its office sets. */
async function childrenOf(app: FastifyInstance, user: Pick<SignedInUser, 'path'>, id: number) {
  const place = await placeInScope(app.database.kysely, user.path, id);
  return app.repos.countReports.children(place.location_id);
}

/** The targets sheet of a place: its children with their targets of the form's period. */
export async function targetSheet(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: Pick<SignedInUser, 'path'>,
  body: CountPeriodBody,
): Promise<TargetSheet> {
  const { period } = periodOf(countPeriodKind(d), body);
  const children = await childrenOf(app, user, body.locationId);
  const ids = children.map((c) => c.location_id);
  const set = await targetsAt(app.database.kysely, d.name, period, ids);
  return {
    fields: targetFields(d),
    rows: children.map((c) => ({
      placeId: c.location_id,
      placeName: placeLabel(c),
      values: set.get(c.location_id) ?? {},
    })),
  };
}

/**
 * The office's targets for its children (issue 49 §1): each cell's place a child of the place,
 * its figure one a target may be set on (400 otherwise, nothing kept); a null takes one away;
 * a dry run checks and keeps nothing.
 */
export async function saveTargets(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: Pick<SignedInUser, 'path' | 'user_id'>,
  body: CountPeriodBody & { cells: Cells; dryRun?: boolean },
): Promise<void> {
  const { period } = periodOf(countPeriodKind(d), body);
  const children = new Set(
    (await childrenOf(app, user, body.locationId)).map((c) => c.location_id),
  );
  const fields = new Set(targetFields(d));
  if (body.cells.some((c) => !children.has(c.placeId))) throw countError('targetNotChild');
  if (body.cells.some((c) => !fields.has(c.field))) throw countError('targetField');
  if (body.dryRun) return;
  await writeTransaction(app.database.kysely, (trx) =>
    setTargets(trx, d.name, period, body.cells, user.user_id),
  );
}

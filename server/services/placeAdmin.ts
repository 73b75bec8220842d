import type { FastifyInstance } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import { placeLabel } from '../../src/domain/geo';
import { todayIso } from '../../src/domain/dates';
import {
  addProblems,
  changeVerdict,
  closeProblems,
  mergeProblems,
  moveProblems,
  parentVerdict,
  PLACE_MESSAGE,
  renameProblems,
  type PlaceChangeSide,
  type PlaceProblem,
  type PlaceVerdict,
} from '../../src/domain/placeAdmin';
import { forbidden, notFound } from '../appError';
import type { SignedInUser } from '../plugins/auth';
import { placeChanges as history } from '../repositories/placeChanges';
import { locationsRepository, type PlaceRow } from '../repositories/locations';
import { placeWrites } from '../repositories/placeWrites';
import { closedAmong } from '../repositories/placeOpen';
import { mergeInto } from './placeMergeSteps';
import { recountPlaceTotals, treeChangeTransaction, writeTransaction } from '../rollups';
import { treeChanges } from './treeChanges';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { keyedError } from '../shared/keyedErrors';

export interface NewPlace {
  parentId: number;
  levelId: number;
  name: string;
  suffix: string;
}

function assertVerdict(verdict: PlaceVerdict) {
  if (verdict === 'not-office-head')
    throw forbidden(API_ERROR.ADMIN_ONLY, 'only an admin or an office head may change places');
  if (verdict === 'out-of-scope')
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'place is outside the part of the tree you manage');
}

function assertNoProblems(problems: PlaceProblem[]) {
  if (problems.length) throw keyedError(problems);
}

/** The place (404), its row locked for the change. */
async function placeOf(trx: Kysely<Database>, id: number) {
  const place = await history.locked(trx, id);
  if (!place) throw notFound('place not found');
  return place;
}

/** A parent's label, read without a lock. */
const parentOf = async (trx: Kysely<Database>, place: PlaceRow) =>
  place.parent_id === null
    ? null
    : ((await locationsRepository(trx).findById(place.parent_id)) ?? null);

/** A parent closed (or under a closed place) takes no new place. */
const parentClosed = async (trx: Kysely<Database>, parent: PlaceRow): Promise<PlaceProblem[]> =>
  (await closedAmong(trx, [parent.location_id])) === null
    ? []
    : [{ field: 'parent', key: PLACE_MESSAGE.PARENT_CLOSED }];

const sideOf = (name: string, suffix: string, parent: PlaceRow | null): PlaceChangeSide => ({
  name,
  suffix,
  parent: parent && placeLabel(parent),
});

/**
 * The place administration of /geo/tree (issue 27): an admin anywhere, an office head strictly
 * below their own place; each change in one transaction with its roll-ups and its history —
 * a move, a merge, closing and reopening under the tree's exclusive lock (saves under way end
 * first, later ones read the new tree).
 */
export function placeAdmin(app: FastifyInstance, actor: SignedInUser) {
  const db = app.database.kysely;
  return {
    add: (body: NewPlace) =>
      writeTransaction(db, async (trx) => {
        const parent = await placeOf(trx, body.parentId);
        assertVerdict(parentVerdict(actor, parent.path));
        assertNoProblems([...addProblems(parent, body), ...(await parentClosed(trx, parent))]);
        const [id] = await placeWrites.newIds(trx, 1);
        const [name, suffix] = [body.name.trim(), body.suffix.trim()];
        await placeWrites.insert(trx, [
          {
            location_id: id!,
            parent_id: parent.location_id,
            level_id: body.levelId,
            localized_name: name,
            name_suffix: suffix,
            path: `${parent.path}${id}/`,
            code: null,
          },
        ]);
        await treeChanges.counted(trx, [id!]);
        const after = sideOf(name, suffix, parent);
        await history.record(trx, {
          location_id: id!,
          action: 'add',
          before: null,
          after,
          changed_by: actor.user_id,
        });
        return { location_id: id! };
      }),

    rename: (id: number, body: { name: string; suffix: string }) =>
      writeTransaction(db, async (trx) => {
        const place = await placeOf(trx, id);
        assertVerdict(changeVerdict(actor, place.path));
        assertNoProblems(renameProblems(place, body.name, body.suffix));
        const [name, suffix] = [body.name.trim(), body.suffix.trim()];
        if (name === place.localized_name && suffix === place.name_suffix)
          return { location_id: id, changed: false };
        await treeChanges.rename(trx, place, name, suffix);
        const parent = await parentOf(trx, place);
        await history.record(trx, {
          location_id: id,
          action: 'rename',
          before: sideOf(place.localized_name, place.name_suffix, parent),
          after: sideOf(name, suffix, parent),
          changed_by: actor.user_id,
        });
        return { location_id: id, changed: true };
      }),

    move: (id: number, parentId: number) =>
      treeChangeTransaction(db, async (trx) => {
        const place = await placeOf(trx, id);
        assertVerdict(changeVerdict(actor, place.path));
        const parent = await placeOf(trx, parentId);
        assertVerdict(parentVerdict(actor, parent.path));
        assertNoProblems([...moveProblems(place, parent), ...(await parentClosed(trx, parent))]);
        const before = await parentOf(trx, place);
        await treeChanges.move(trx, id, parent.location_id, parent.path);
        const { localized_name: name, name_suffix: suffix } = place;
        await history.record(trx, {
          location_id: id,
          action: 'move',
          before: sideOf(name, suffix, before),
          after: sideOf(name, suffix, parent),
          changed_by: actor.user_id,
        });
        return { location_id: id, places: await history.sizeOf(trx, `${parent.path}${id}/`) };
      }),

    /**
     * Merges a place into another of its level, the one kept: its children move under it with
     * their subtrees, its units (with their attendance), unit records, register records,
     * volunteers and users become the kept place's, its gathering months join the kept one's;
     * it closes (kept with its history and its own returns). The roll-ups follow each step.
     */
    merge: (id: number, intoId: number) =>
      treeChangeTransaction(db, async (trx) => {
        const place = await placeOf(trx, id);
        assertVerdict(changeVerdict(actor, place.path));
        const into = await placeOf(trx, intoId);
        assertVerdict(parentVerdict(actor, into.path));
        const closed = (await closedAmong(trx, [into.location_id])) !== null;
        assertNoProblems(mergeProblems(place, { ...into, closed }));
        await mergeInto(trx, place, into);
        const closedOn = todayIso();
        await history.setClosed(trx, id, closedOn);
        await recountPlaceTotals(trx, id);
        const [from, kept] = [await parentOf(trx, place), await parentOf(trx, into)];
        const label = (p: PlaceRow) => placeLabel(p);
        const side = (p: PlaceRow, parent: PlaceRow | null) =>
          sideOf(p.localized_name, p.name_suffix, parent);
        for (const [at, parent, other, key] of [
          [place, from, into, 'merged_into'],
          [into, kept, place, 'merged_from'],
        ] as const) {
          await history.record(trx, {
            location_id: at.location_id,
            action: 'merge',
            before: side(at, parent),
            after: {
              ...side(at, parent),
              [key]: label(other),
              ...(at === place ? { closed_on: closedOn } : {}),
            },
            changed_by: actor.user_id,
          });
        }
        return { location_id: id, into: intoId };
      }),

    /** Closes a place from today (it and all below it take no new entry), or reopens it. */
    setClosed: (id: number, close: boolean) =>
      treeChangeTransaction(db, async (trx) => {
        const place = await placeOf(trx, id);
        assertVerdict(changeVerdict(actor, place.path));
        assertNoProblems(closeProblems(place, close));
        const closedOn = close ? todayIso() : null;
        await history.setClosed(trx, id, closedOn);
        await recountPlaceTotals(trx, id);
        const parent = await parentOf(trx, place);
        const side = (closed_on: string | null) => ({
          ...sideOf(place.localized_name, place.name_suffix, parent),
          closed_on,
        });
        await history.record(trx, {
          location_id: id,
          action: close ? 'close' : 'reopen',
          before: side(place.closed_on),
          after: side(closedOn),
          changed_by: actor.user_id,
        });
        return { location_id: id, closed_on: closedOn };
      }),
  };
}

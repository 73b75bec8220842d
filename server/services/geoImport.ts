import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { API_ERROR } from '../../src/domain/apiErrors';
import {
  planGeoImport,
  type GeoImportAnswer,
  type GeoImportBody,
  type GeoImportRow,
  type GeoProblem,
  type GeoStep,
  type TreePlace,
} from '../../src/domain/geoImport';
import { pathOf, placeLabel } from '../../src/domain/geo';
import { AppError } from '../appError';
import type { Database } from '../db/schema';
import { geoImportRepository as repo } from '../repositories/geoImport';
import { placeWrites } from '../repositories/placeWrites';
import { placeChanges } from '../repositories/placeChanges';
import { locationsRepository } from '../repositories/locations';
import { lockTreeForChange } from '../rollups';
import { treeChanges } from './treeChanges';
import { keyedRows } from '../shared/keyedErrors';

const described = (problems: GeoProblem[]) =>
  keyedRows(
    problems.map((p) => ({ ...p, prefix: `${p.row + 1}: ` })),
  ) as GeoImportAnswer['problems'];

function summaryOf(steps: GeoStep[]): GeoImportAnswer['summary'] {
  const count = (...actions: GeoStep['action'][]) =>
    steps.filter((s) => actions.includes(s.action)).length;
  return {
    add: count('add'),
    rename: count('rename', 'renameAndMove'),
    move: count('move', 'renameAndMove'),
    same: count('same'),
  };
}

/** A rename or move of an import in the place's history, as the tree page records its own. */
function historyOf(trx: Transaction<Database>, place: TreePlace, userId: number | null) {
  const labelOf = async (id: number | null) => {
    const found = id === null ? undefined : await locationsRepository(trx).findById(id);
    return found ? placeLabel(found) : null;
  };
  return async (
    action: 'rename' | 'move',
    to: { name: string; suffix: string; parentId?: number },
  ) => {
    const parent = await labelOf(place.parent_id);
    const before = { name: place.localized_name, suffix: place.name_suffix, parent };
    const after =
      action === 'rename'
        ? { name: to.name, suffix: to.suffix, parent }
        : { name: to.name, suffix: to.suffix, parent: await labelOf(to.parentId!) };
    await placeChanges.record(trx, {
      location_id: place.location_id,
      action,
      before,
      after,
      changed_by: userId,
    });
  };
}

/**
 * Applies a clean plan: adds in bulk, parents first; a move carries its subtree's paths and
 * figures; the new places are counted in their ancestors' totals where they end up.
 */
async function apply(
  trx: Transaction<Database>,
  rows: readonly GeoImportRow[],
  steps: GeoStep[],
  tree: ReadonlyMap<number, TreePlace & { path: string }>,
  userId: number | null,
) {
  const added = steps.filter((s) => s.action === 'add');
  const ids = await placeWrites.newIds(trx, added.length);
  const idOfRow = new Map<number, number>();
  added.forEach((s, i) => idOfRow.set(s.row, ids[i]!));
  steps.forEach((s) => s.existingId !== undefined && idOfRow.set(s.row, s.existingId));
  const paths = new Map<number, string>();
  const pathOfPlace = async (id: number) => paths.get(id) ?? (await placeWrites.pathOf(trx, id));
  const parentIdOf = (s: GeoStep) =>
    s.parent === null ? null : 'id' in s.parent ? s.parent.id : idOfRow.get(s.parent.row)!;

  const pending: Parameters<typeof placeWrites.insert>[1] = [];
  for (const step of steps) {
    const r = rows[step.row]!;
    const name = r.name.trim();
    const suffix = r.suffix.trim();
    const parentId = parentIdOf(step);
    if (step.action === 'add') {
      const id = idOfRow.get(step.row)!;
      const path = parentId === null ? pathOf([id]) : `${await pathOfPlace(parentId)}${id}/`;
      paths.set(id, path);
      pending.push({
        location_id: id,
        parent_id: parentId,
        level_id: r.levelId,
        localized_name: name,
        name_suffix: suffix,
        path,
        code: r.code.trim(),
      });
      continue;
    }
    if (step.takesCode) await repo.nameByCode(trx, step.existingId!, r.code.trim());
    if (step.action === 'same') continue;
    // a rename or a move reads the tree as the adds before it left it
    await placeWrites.insert(trx, pending.splice(0));
    const place = tree.get(step.existingId!)!;
    const record = historyOf(trx, place, userId);
    if (step.action === 'rename' || step.action === 'renameAndMove') {
      const path = await placeWrites.pathOf(trx, place.location_id);
      await treeChanges.rename(trx, { ...place, path }, name, suffix);
      await record('rename', { name, suffix });
    }
    if ((step.action === 'move' || step.action === 'renameAndMove') && parentId !== null) {
      await treeChanges.move(trx, step.existingId!, parentId, await pathOfPlace(parentId));
      paths.clear();
      await record('move', { name, suffix, parentId });
    }
  }
  await placeWrites.insert(trx, pending);
  await treeChanges.counted(trx, ids);
}

/**
 * The geography import (`POST /geo/import`, admin only): the dry run answers every row's
 * problems and stores nothing; the real run stores all rows in one transaction or none, the
 * roll-ups following each added, renamed and moved place.
 */
export async function importGeography(
  app: FastifyInstance,
  body: GeoImportBody,
  userId: number | null = null,
): Promise<GeoImportAnswer> {
  return app.database.kysely.transaction().execute(async (trx) => {
    // one import at a time; a save elsewhere reads a consistent tree before or after it
    await sql`select pg_advisory_xact_lock(hashtext('ssm-geo-import'))`.execute(trx);
    // a real run changes the tree's shape: the writes under way end first, later ones wait
    if (!body.dryRun) await lockTreeForChange(trx);
    const tree = await repo.tree(trx);
    const { problems, steps } = planGeoImport(body.rows, tree);
    const answer = {
      dryRun: body.dryRun === true,
      summary: summaryOf(steps),
      problems: described(problems),
    };
    if (problems.length) {
      if (body.dryRun) return answer;
      throw new AppError(400, API_ERROR.VALIDATION, answer.problems[0]!.message, answer.problems);
    }
    if (body.dryRun) return answer;
    await apply(trx, body.rows, steps, new Map(tree.map((p) => [p.location_id, p])), userId);
    return answer;
  });
}

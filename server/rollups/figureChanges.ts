import { sql, type Kysely } from 'kysely';
import {
  addStep,
  changedMonths,
  monthKeyOf,
  stepsDiff,
  type MonthInterval,
  type Steps,
} from '../../src/domain/report';
import type { Database } from '../db/schema';
import type { FigureChange } from './approvedMonths';
import { idsOfPath, type UnitDesignation } from './designation';
import { DESIGNATED_COLUMNS } from './kindsSql';

const pathsOf = async (trx: Kysely<Database>, ids: readonly number[]) => {
  if (!ids.length) return new Map<number, number[]>();
  const rows = await trx
    .selectFrom('location')
    .select(['location_id', 'path'])
    .where('location_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.location_id, idsOfPath(r.path)]));
};

/**
 * The designated counts units move from `before` to `after`: per place and sub-type, the months
 * where the difference of their steps is not zero.
 */
export async function designationChanges(
  trx: Kysely<Database>,
  before: readonly UnitDesignation[],
  after: readonly UnitDesignation[],
): Promise<FigureChange[]> {
  const sums = new Map<string, { place: number; before: Steps[]; after: Steps[] }>();
  const add = (u: UnitDesignation, side: 'before' | 'after') => {
    const key = `${u.location_id}:${u.sub_type}`;
    const entry = sums.get(key) ?? { place: u.location_id, before: [], after: [] };
    entry[side].push(u.steps);
    sums.set(key, entry);
  };
  before.forEach((u) => add(u, 'before'));
  after.forEach((u) => add(u, 'after'));
  const total = (all: Steps[]) => {
    const sum: Steps = new Map();
    all.forEach((steps) => steps.forEach((d, key) => addStep(sum, key, d)));
    return sum;
  };
  const paths = await pathsOf(
    trx,
    [...sums.values()].map((s) => s.place),
  );
  return [...sums.values()].map((s) => ({
    above: paths.get(s.place) ?? [],
    months: changedMonths(stepsDiff(total(s.before), total(s.after))),
  }));
}

/** The months of a unit's saved attendance, at its old and its new place (a move or new sub-type). */
export async function attendanceChanges(
  trx: Kysely<Database>,
  unitId: number,
  before: UnitDesignation,
  after: UnitDesignation,
): Promise<FigureChange[]> {
  if (before.location_id === after.location_id && before.sub_type === after.sub_type) return [];
  const { rows } = await sql<{ year: string; month: number }>`
    select distinct year, month from sanghik_upstiti where sankalp_id = ${unitId}`.execute(trx);
  const keys = rows.flatMap((r) => monthKeyOf(r.year, r.month) ?? []);
  if (!keys.length) return [];
  const paths = await pathsOf(trx, [before.location_id, after.location_id]);
  const months = keys.map((k) => [k, k] as [number, number]);
  return [before.location_id, after.location_id].map((id) => ({
    above: paths.get(id) ?? [],
    months,
  }));
}

/** The months a place's subtree has a figure in: designated units (of any sub-type) or attendance. */
export async function placeMonths(
  trx: Kysely<Database>,
  placeId: number,
): Promise<MonthInterval[]> {
  const { rows: designated } = await sql<Record<string, number>>`
    select month_key, ${sql.join(DESIGNATED_COLUMNS.map((c) => sql.ref(c)))}
    from designation_rollup where location_id = ${placeId}`.execute(trx);
  const months = DESIGNATED_COLUMNS.flatMap((column) => {
    const steps: Steps = new Map();
    designated.forEach((r) => addStep(steps, Number(r.month_key), Number(r[column])));
    return changedMonths(steps);
  });
  const attended = await trx
    .selectFrom('sanghik_rollup')
    .select(['year', 'month'])
    .where('location_id', '=', placeId)
    .execute();
  for (const r of attended) {
    const key = monthKeyOf(r.year, r.month);
    if (key !== undefined) months.push([key, key]);
  }
  return months;
}

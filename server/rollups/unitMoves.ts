import { sql, type Kysely } from 'kysely';
import {
  ATTENDANCE_FIELDS,
  addRollups,
  rollupOf,
  type Rollup,
} from '../../src/domain/modules/gathering';
import { designationSteps } from '../../src/domain/report';
import type { Database } from '../db/schema';
import { idsOfPath, type UnitDesignation } from './designation';
import { applyMonthRollup, lockMonth } from './month';

/** The units' part in the designation roll-ups now (a deleted unit has none). */
export async function designationOf(
  trx: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, UnitDesignation>> {
  if (ids.length === 0) return new Map();
  const units = await trx
    .selectFrom('sankalp')
    .select(['sankalp_id', 'location_id', 'ekak_sub_type_id', 'deleted_at'])
    .where('sankalp_id', 'in', ids)
    .execute();
  const history = await trx
    .selectFrom('sankalp_status')
    .select(['sankalp_id', 'status', 'status_id'])
    .select(sql<string>`to_char(effective_date, 'YYYY-MM-DD')`.as('effective_date'))
    .where('sankalp_id', 'in', ids)
    .execute();
  return new Map(
    units.map((u) => [
      u.sankalp_id,
      {
        location_id: u.location_id,
        sub_type: u.ekak_sub_type_id,
        steps: u.deleted_at
          ? new Map()
          : designationSteps(history.filter((h) => h.sankalp_id === u.sankalp_id)),
      },
    ]),
  );
}

const negate = (r: Rollup) =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k, -v])) as Rollup;

/**
 * When a unit moves to another place or sub-type, its saved attendance moves with it: every
 * month's roll-ups above the old place lose it and those above the new place gain it.
 */
export async function moveAttendance(
  trx: Kysely<Database>,
  sankalpId: number,
  from: UnitDesignation,
  to: UnitDesignation,
): Promise<void> {
  if (from.location_id === to.location_id && from.sub_type === to.sub_type) return;
  // the caller holds the unit's row lock, so no save of it runs; the months it has are locked
  // (in order) before their counts are read, as a save takes them
  const read = () =>
    trx
      .selectFrom('sanghik_upstiti')
      .select(['year', 'month', ...ATTENDANCE_FIELDS, 'total'])
      .where('sankalp_id', '=', sankalpId)
      .orderBy('year')
      .orderBy('month')
      .execute();
  const saved = await read();
  if (saved.length === 0) return;
  for (const { year, month } of saved) await lockMonth(trx, year, month);
  const months = await read();
  const paths = await trx
    .selectFrom('location')
    .select(['location_id', 'path'])
    .where('location_id', 'in', [from.location_id, to.location_id])
    .execute();
  const pathOf = (id: number) => idsOfPath(paths.find((p) => p.location_id === id)!.path);
  for (const { year, month, ...counts } of months) {
    const deltas = new Map<number, Rollup>();
    const add = (ids: number[], r: Rollup) =>
      ids.forEach((id) => deltas.set(id, deltas.has(id) ? addRollups(deltas.get(id)!, r) : r));
    add(pathOf(from.location_id), negate(rollupOf(from.sub_type, counts)));
    add(pathOf(to.location_id), rollupOf(to.sub_type, counts));
    await applyMonthRollup(trx, year, month, deltas);
  }
}

import { sql, type Kysely } from 'kysely';
import { addRollups, rollupDelta, type Rollup } from '../../src/domain/gathering';
import type { Database } from '../db/schema';
import { COUNTS, type MonthRef, type UnitAttendance, type UnitMeta } from './sanghik';
import { applyMonthRollup } from './reportRollupMonth';

const placesOf = (path: string) => path.split('/').filter(Boolean).map(Number);

/**
 * Upserts each unit's month, keeping who saved, when, and the previous values, and moves the
 * roll-ups of every place above each unit by the change, all in one transaction.
 */
export async function saveSanghik(
  db: Kysely<Database>,
  locationId: number,
  m: MonthRef,
  units: UnitAttendance[],
  meta: UnitMeta,
  userId: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // saves of one month run one after another, so each sees the values it replaces
    await sql`select pg_advisory_xact_lock(hashtext(${`sanghik:${m.year}:${m.month}`}))`.execute(
      trx,
    );
    const { sanghik_id } = await trx
      .insertInto('sanghik')
      .values({ location_id: locationId, year: m.year, month: m.month, saved_by: userId })
      .onConflict((oc) =>
        oc
          .columns(['location_id', 'year', 'month'])
          .doUpdateSet({ saved_by: userId, saved_at: sql`now()` }),
      )
      .returning('sanghik_id')
      .executeTakeFirstOrThrow();
    const ids = units.map((u) => u.sankalp_id);
    const previous = await trx
      .selectFrom('sanghik_upstiti')
      .select(['sankalp_id', ...COUNTS])
      .where('sankalp_id', 'in', ids)
      .where('year', '=', m.year)
      .where('month', '=', m.month)
      .forUpdate()
      .execute();
    const before = new Map(previous.map(({ sankalp_id, ...counts }) => [sankalp_id, counts]));
    const rows = units.map((u) => ({ ...u, year: m.year, month: m.month, sanghik_id }));
    await trx
      .insertInto('sanghik_upstiti')
      .values(rows.map((r) => ({ ...r, saved_by: userId })))
      .onConflict((oc) =>
        oc.columns(['sankalp_id', 'year', 'month']).doUpdateSet((eb) => ({
          ...Object.fromEntries(COUNTS.map((c) => [c, eb.ref(`excluded.${c}`)])),
          sanghik_id: eb.ref('excluded.sanghik_id'),
          saved_by: eb.ref('excluded.saved_by'),
          saved_at: sql`now()`,
        })),
      )
      .execute();
    await trx
      .insertInto('sanghik_upstiti_audit')
      .values(
        units.map(({ sankalp_id, ...counts }) => ({
          sankalp_id,
          year: m.year,
          month: m.month,
          previous: before.has(sankalp_id) ? JSON.stringify(before.get(sankalp_id)) : null,
          current: JSON.stringify(counts),
          saved_by: userId,
        })),
      )
      .execute();
    const deltas = new Map<number, Rollup>();
    units.forEach(({ sankalp_id, ...counts }) => {
      const unit = meta.get(sankalp_id)!;
      const old = before.get(sankalp_id) ?? null;
      const delta = rollupDelta(unit.ekak_sub_type_id, old, counts);
      placesOf(unit.path).forEach((id) => {
        const sum = deltas.get(id);
        deltas.set(id, sum ? addRollups(sum, delta) : delta);
      });
    });
    await applyMonthRollup(trx, m.year, m.month, deltas);
    return sanghik_id;
  });
}

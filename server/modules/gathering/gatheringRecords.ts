import { sql, type InsertObject, type Kysely } from 'kysely';
import {
  ATTENDANCE_FIELDS,
  addRollups,
  rollupDelta,
  withTotal,
  type AttendanceWithTotal,
  type Rollup,
} from '../../../src/domain/modules/gathering';
import type { Database } from '../../db/schema';
import { applyRollupEvent, lockMonth } from '../../rollups';
import type { MonthRef } from './sanghikRepository';
import { versionText } from '../../repositories/version';

/**
 * A unit's month as a save found it (locked): its version (0: never saved), counts (also as the
 * engine's `values`), and who saved them when.
 */
export interface LockedMonth {
  subject_id: number;
  version: number;
  counts: AttendanceWithTotal | null;
  values: AttendanceWithTotal | null;
  saved_by: number | null;
  saved_at: Date | null;
}

/** One unit's month to store: where the unit is, its sub-type, the checked counts. */
export interface MonthWrite {
  sankalp_id: number;
  path: string;
  ekak_sub_type_id: number;
  counts: Readonly<Record<string, unknown>>;
  unusual: boolean;
}

const COLUMNS = [...ATTENDANCE_FIELDS, 'total'] as const;
const placesOf = (path: string) => path.split('/').filter(Boolean).map(Number);

/**
 * Each unit's month of the gathering joined as `c` (its `sanghik_id` as id, the counts as data,
 * version, saved_at); `c.id` is null for a month never saved.
 */
export const gatheringJoin = (m: MonthRef, subject: string) => sql`
  left join lateral (
    select a.sanghik_id as id, a.version, a.saved_at,
      jsonb_build_object(${sql.join(ATTENDANCE_FIELDS.map((f) => sql`${f}::text, a.${sql.ref(f)}`))}) as data
    from sanghik_upstiti a
    where a.sankalp_id = ${sql.ref(subject)} and a.year = ${m.year} and a.month = ${m.month}
  ) c on true`;

/** The month's version at a place: the last save of any unit under it (null: none yet). */
export async function monthVersion(db: Kysely<Database>, path: string, m: MonthRef) {
  const { rows } = await sql<{ version: string | null }>`
    select ${versionText(sql`max(a.saved_at)`)} as version
    from sanghik_upstiti a join sankalp u on u.sankalp_id = a.sankalp_id
    join location l on l.location_id = u.location_id
    where a.year = ${m.year} and a.month = ${m.month} and l.path like ${`${path}%`}`.execute(db);
  return rows[0]?.version ?? null;
}

/**
 * Takes the month's lock (one save of a month at a time: the roll-ups' record counts) and locks
 * the units' saved months of it.
 */
export async function lockMonths(
  trx: Kysely<Database>,
  m: MonthRef,
  ids: readonly number[],
): Promise<Map<number, LockedMonth>> {
  await lockMonth(trx, m.year, m.month);
  const rows = await trx
    .selectFrom('sanghik_upstiti')
    .select(['sankalp_id', 'version', 'saved_by', 'saved_at', ...COLUMNS])
    .where('sankalp_id', 'in', ids)
    .where('year', '=', m.year)
    .where('month', '=', m.month)
    .orderBy('sankalp_id')
    .forUpdate()
    .execute();
  const found = new Map(
    rows.map(({ sankalp_id, version, saved_by, saved_at, ...counts }) => [
      sankalp_id,
      { version, saved_by, saved_at, counts },
    ]),
  );
  return new Map(
    ids.map((id) => {
      const month = found.get(id);
      const counts = month?.counts ?? null;
      return [
        id,
        {
          subject_id: id,
          version: month?.version ?? 0,
          counts,
          values: counts,
          saved_by: month?.saved_by ?? null,
          saved_at: (month?.saved_at as Date | undefined) ?? null,
        },
      ];
    }),
  );
}

/**
 * Stores the units' months under the entry place's record of the month (`sanghik`), each one
 * version up, keeps the previous counts in the audit table, and moves the roll-ups of every place
 * above each unit by the change; in the caller's transaction, after `lockMonths`.
 */
export async function writeMonths(
  trx: Kysely<Database>,
  m: MonthRef,
  placeId: number,
  writes: readonly MonthWrite[],
  locked: ReadonlyMap<number, LockedMonth>,
  userId: number,
): Promise<number> {
  const { sanghik_id } = await trx
    .insertInto('sanghik')
    .values({ location_id: placeId, year: m.year, month: m.month, saved_by: userId })
    .onConflict((oc) =>
      oc
        .columns(['location_id', 'year', 'month'])
        .doUpdateSet({ saved_by: userId, saved_at: sql`now()` }),
    )
    .returning('sanghik_id')
    .executeTakeFirstOrThrow();
  const units = writes.map((w) => ({ ...w, counts: withTotal(w.counts) }));
  const month = { year: m.year, month: m.month, saved_by: userId };
  const rows: InsertObject<Database, 'sanghik_upstiti'>[] = units.map((u) => ({
    ...month,
    sankalp_id: u.sankalp_id,
    sanghik_id,
    ...u.counts,
    unusual_confirmed: u.unusual,
    // the clock after the month's lock: saves of a month get increasing times (its version)
    saved_at: sql`clock_timestamp()`,
  }));
  await trx
    .insertInto('sanghik_upstiti')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['sankalp_id', 'year', 'month']).doUpdateSet((eb) => ({
        ...Object.fromEntries(COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])),
        sanghik_id: eb.ref('excluded.sanghik_id'),
        unusual_confirmed: eb.ref('excluded.unusual_confirmed'),
        saved_by: eb.ref('excluded.saved_by'),
        saved_at: eb.ref('excluded.saved_at'),
        version: sql`sanghik_upstiti.version + 1`,
      })),
    )
    .execute();
  // each unit's previous and new counts (null before its first save)
  const audit = units.map((u) => {
    const before = locked.get(u.sankalp_id)?.counts;
    const previous = before ? JSON.stringify(before) : null;
    return { ...month, sankalp_id: u.sankalp_id, previous, current: JSON.stringify(u.counts) };
  });
  await trx.insertInto('sanghik_upstiti_audit').values(audit).execute();
  const deltas = new Map<number, Rollup>();
  for (const u of units) {
    const delta = rollupDelta(
      u.ekak_sub_type_id,
      locked.get(u.sankalp_id)?.counts ?? null,
      u.counts,
    );
    for (const id of placesOf(u.path)) {
      const sum = deltas.get(id);
      deltas.set(id, sum ? addRollups(sum, delta) : delta);
    }
  }
  await applyRollupEvent(trx, { type: 'attendanceSaved', year: m.year, month: m.month, deltas });
  return sanghik_id;
}

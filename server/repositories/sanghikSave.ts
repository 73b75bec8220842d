import { sql, type Kysely } from 'kysely';
import type { SanghikSaveItem } from '../../src/domain/gatheringRecords';
import {
  addRollups,
  inputsOf,
  rollupDelta,
  withTotal,
  type Rollup,
} from '../../src/domain/gathering';
import { API_ERROR } from '../../src/domain/apiErrors';
import { isWithinPath } from '../../src/domain/geo';
import { badRequest, forbidden } from '../appError';
import type { Database } from '../db/schema';
import { COUNTS, designatedInMonth, type MonthRef, type UnitAttendance } from './sanghik';
import { applyRollupEvent, lockMonth } from '../rollups';
import { lockUnits } from './unitLocks';
import { assertVersion, versionText } from './version';
import { pathsNow, writeTransaction } from '../rollups/treeLock';
import { assertPlacesOpen } from './placeOpen';

/** A month's save as the repository takes it: the checked place, scope and items. */
export interface MonthSave {
  place: { location_id: number; path: string };
  /** The saving user's subtree: a unit outside it is a 403. */
  scopePath: string;
  /** The user's own place: its path is read again under the tree's lock (a move may have run). */
  scopePlaceId?: number;
  items: readonly SanghikSaveItem[];
  /** The month's version as /sanghik/list gave it (undefined: not sent). */
  version?: string | null;
  /** Units whose unusual counts the person confirmed (issue 15): stored with their month. */
  unusual?: ReadonlySet<number>;
}

interface UnitRow {
  sankalp_id: number;
  ekak_sub_type_id: number;
  path: string;
  open: boolean;
}

const placesOf = (path: string) => path.split('/').filter(Boolean).map(Number);

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
 * The units as they are now, their rows share-locked (a move or delete waits for the save and
 * the save for it): each live, in the user's area (else 403), under the place and designated
 * in the month or already saved for it (else 400).
 */
async function lockedUnits(trx: Kysely<Database>, save: MonthSave, m: MonthRef) {
  const ids = save.items.map((i) => i.sankalp_id);
  await lockUnits(trx, ids, 'share');
  const { rows } = await sql<UnitRow>`
    select u.sankalp_id, u.ekak_sub_type_id, l.path,
      (${designatedInMonth(m)} or exists (select 1 from sanghik_upstiti a
        where a.sankalp_id = u.sankalp_id and a.year = ${m.year} and a.month = ${m.month})) as open
    from sankalp u join location l on l.location_id = u.location_id
    where u.sankalp_id in (${sql.join(ids)}) and u.deleted_at is null`.execute(trx);
  const byId = new Map(rows.map((r) => [r.sankalp_id, r]));
  const outside = rows.filter((r) => !isWithinPath(r.path, save.scopePath));
  if (outside.length) throw forbidden(API_ERROR.OUT_OF_SCOPE, 'unit is outside your area');
  const wrong = ids.filter((id) => !byId.get(id)?.path.startsWith(save.place.path));
  if (wrong.length) throw badRequest(`units not under this place: ${wrong.join(', ')}`);
  const closed = ids.filter((id) => !byId.get(id)!.open);
  if (closed.length) {
    throw badRequest(`units not designated in this month: ${closed.join(', ')}`);
  }
  return byId;
}

/**
 * A month's save written straight (tests and scripts): in its own transaction, the place and
 * the scope read again under the tree's lock, then writeMonth.
 */
export async function saveSanghik(
  db: Kysely<Database>,
  sent: MonthSave,
  m: MonthRef,
  userId: number,
): Promise<number> {
  const locationId = sent.place.location_id;
  return writeTransaction(db, async (trx) => {
    const paths = await pathsNow(trx, [locationId, sent.scopePlaceId ?? locationId]);
    const save: MonthSave = {
      ...sent,
      place: { location_id: locationId, path: paths.get(locationId)! },
      scopePath: sent.scopePlaceId ? paths.get(sent.scopePlaceId)! : sent.scopePath,
    };
    return writeMonth(trx, save, m, userId);
  });
}

/**
 * Upserts each unit's month, keeping who saved, when, and the previous values, and moves the
 * roll-ups of every place above each unit by the change, in the caller's transaction (which
 * read the place and scope under the tree's lock): the units are locked and read first, then
 * the month (one save of a month at a time), then the month's version is checked (409 STALE
 * when someone saved it since it was read).
 */
export async function writeMonth(
  trx: Kysely<Database>,
  save: MonthSave,
  m: MonthRef,
  userId: number,
): Promise<number> {
  const locationId = save.place.location_id;
  await assertPlacesOpen(trx, [locationId]);
  const meta = await lockedUnits(trx, save, m);
  const units: UnitAttendance[] = save.items.map(({ sankalp_id, sanghik_upstiti }) => {
    const shown = inputsOf(meta.get(sankalp_id)!.ekak_sub_type_id);
    const counts = Object.fromEntries(shown.map((f) => [f, sanghik_upstiti[f]]));
    return { sankalp_id, ...withTotal(counts) };
  });
  await lockMonth(trx, m.year, m.month);
  assertVersion(save.version, await monthVersion(trx, save.place.path, m), 'the month');
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
  const rows = units.map((u) => ({
    ...u,
    year: m.year,
    month: m.month,
    sanghik_id,
    unusual_confirmed: save.unusual?.has(u.sankalp_id) ?? false,
  }));
  await trx
    .insertInto('sanghik_upstiti')
    // the clock after the month's lock: saves of a month get increasing times (its version)
    .values(rows.map((r) => ({ ...r, saved_by: userId, saved_at: sql`clock_timestamp()` })))
    .onConflict((oc) =>
      oc.columns(['sankalp_id', 'year', 'month']).doUpdateSet((eb) => ({
        ...Object.fromEntries(COUNTS.map((c) => [c, eb.ref(`excluded.${c}`)])),
        sanghik_id: eb.ref('excluded.sanghik_id'),
        unusual_confirmed: eb.ref('excluded.unusual_confirmed'),
        saved_by: eb.ref('excluded.saved_by'),
        saved_at: eb.ref('excluded.saved_at'),
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
  await applyRollupEvent(trx, {
    type: 'attendanceSaved',
    year: m.year,
    month: m.month,
    deltas,
  });
  return sanghik_id;
}

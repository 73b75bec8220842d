// The gathering's hand-built save as it was before issue 22 (server/services/gatheringMonth.ts
// and server/repositories/sanghikSave.ts at 908ba5e), kept here only as the baseline of the
// "engine save ≤ 1.2× the hand-built one" goal: the count-form engine replaced it.
import { isPeriodOpenForEntry } from '../../src/domain/engine';
import { sanghik } from '../../src/domain/modules/gathering/sanghik';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { API_ERROR } from '../../src/domain/apiErrors';
import { indiaToday } from '../../src/domain/dates';
import {
  addRollups,
  attendanceIssues,
  inputsOf,
  monthRange,
  parseFinancialYear,
  rollupDelta,
  withTotal,
  type Rollup,
} from '../../src/domain';
import type { SanghikSave } from '../../src/domain/modules/gathering/records';
import { unusualCounts } from '../../src/domain/modules/gathering';
import { isWithinPath } from '../../src/domain/geo';
import { isGatheringLevel } from '../../src/domain/levels';
import { badRequest, forbidden } from '../../server/appError';
import type { Database } from '../../server/db/schema';
import type { SignedInUser } from '../../server/plugins/auth';
import { placeInScope } from '../../server/plugins/scope';
import { monthVersion } from '../../server/modules/gathering/gatheringRecords';
import { assertPlacesOpen } from '../../server/repositories/placeOpen';
import { designatedInMonth, type MonthRef } from '../../server/modules/gathering/sanghikRepository';
import { unitHistories } from '../../server/modules/units/unitHistory';
import { lockUnits } from '../../server/repositories/unitLocks';
import { assertVersion } from '../../server/repositories/version';
import { applyRollupEvent, lockMonth } from '../../server/rollups';
import { pathsNow, writeTransaction } from '../../server/rollups/treeLock';

const COUNTS = ['praudh', 'tarun_vyavasayi', 'maha_vidyarthi', 'baal', 'shishu', 'total'] as const;
const placesOf = (path: string) => path.split('/').filter(Boolean).map(Number);

async function lockedUnits(
  trx: Kysely<Database>,
  body: SanghikSave,
  m: MonthRef,
  scope: string,
  under: string,
) {
  const ids = body.upstitiDataArray.map((i) => i.sankalp_id);
  await lockUnits(trx, ids, 'share');
  const { rows } = await sql<{
    sankalp_id: number;
    ekak_sub_type_id: number;
    path: string;
    open: boolean;
  }>`
    select u.sankalp_id, u.ekak_sub_type_id, l.path,
      (${designatedInMonth(m)} or exists (select 1 from sanghik_upstiti a
        where a.sankalp_id = u.sankalp_id and a.year = ${m.year} and a.month = ${m.month})) as open
    from sankalp u join location l on l.location_id = u.location_id
    where u.sankalp_id in (${sql.join(ids)}) and u.deleted_at is null`.execute(trx);
  const byId = new Map(rows.map((r) => [r.sankalp_id, r]));
  if (rows.some((r) => !isWithinPath(r.path, scope)))
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'outside');
  if (ids.some((id) => !byId.get(id)?.path.startsWith(under))) throw badRequest('not under');
  if (ids.some((id) => !byId.get(id)!.open)) throw badRequest('not designated');
  return byId;
}

/** The old `POST /sanghik/add` service, step by step as it was. */
export function handBuiltSave(app: FastifyInstance, user: SignedInUser, body: SanghikSave) {
  return writeTransaction(app.database.kysely, async (trx) => {
    const scopePath = (await pathsNow(trx, [user.location_id])).get(user.location_id)!;
    const place = await placeInScope(trx, scopePath, body.locationId);
    if (!isGatheringLevel(place.level_id)) throw badRequest('level');
    const items = body.upstitiDataArray;
    if (items.length === 0) throw badRequest('empty');
    const m = {
      year: body.year,
      month: body.month,
      ...monthRange(parseFinancialYear(body.year)!, body.month),
    };
    if (!isPeriodOpenForEntry(sanghik, { year: m.year, month: m.month }, indiaToday()))
      throw badRequest('closed');
    if (items.some((i) => attendanceIssues(i.sanghik_upstiti).length)) throw badRequest('caps');
    const histories = await unitHistories(
      trx,
      items.map((i) => i.sankalp_id),
      m,
    );
    const unusual = new Set(
      items
        .filter((i) => unusualCounts(i.sanghik_upstiti, histories.get(i.sankalp_id)!).length)
        .map((i) => i.sankalp_id),
    );
    await assertPlacesOpen(trx, [place.location_id]);
    const meta = await lockedUnits(trx, body, m, scopePath, place.path);
    const units = items.map(({ sankalp_id, sanghik_upstiti }) => {
      const shown = inputsOf(meta.get(sankalp_id)!.ekak_sub_type_id);
      return {
        sankalp_id,
        ...withTotal(Object.fromEntries(shown.map((f) => [f, sanghik_upstiti[f]]))),
      };
    });
    await lockMonth(trx, m.year, m.month);
    assertVersion(body.version, await monthVersion(trx, place.path, m), 'the month');
    const { sanghik_id } = await trx
      .insertInto('sanghik')
      .values({
        location_id: place.location_id,
        year: m.year,
        month: m.month,
        saved_by: user.user_id,
      })
      .onConflict((oc) =>
        oc
          .columns(['location_id', 'year', 'month'])
          .doUpdateSet({ saved_by: user.user_id, saved_at: sql`now()` }),
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
    await trx
      .insertInto('sanghik_upstiti')
      .values(
        units.map((u) => ({
          ...u,
          year: m.year,
          month: m.month,
          sanghik_id,
          unusual_confirmed: unusual.has(u.sankalp_id),
          saved_by: user.user_id,
          saved_at: sql`clock_timestamp()`,
        })),
      )
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
          saved_by: user.user_id,
        })),
      )
      .execute();
    const deltas = new Map<number, Rollup>();
    units.forEach(({ sankalp_id, ...counts }) => {
      const unit = meta.get(sankalp_id)!;
      const delta = rollupDelta(unit.ekak_sub_type_id, before.get(sankalp_id) ?? null, counts);
      placesOf(unit.path).forEach((id) => {
        const sum = deltas.get(id);
        deltas.set(id, sum ? addRollups(sum, delta) : delta);
      });
    });
    await applyRollupEvent(trx, { type: 'attendanceSaved', year: m.year, month: m.month, deltas });
    return sanghik_id;
  });
}

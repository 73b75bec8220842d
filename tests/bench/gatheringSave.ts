import type { FastifyInstance } from 'fastify';
import { sanghik } from '../../src/domain/modules';
import { financialYear, inputsOf } from '../../src/domain/modules/gathering';
import type { SanghikSave } from '../../src/domain/modules/gathering/records';
import type { DatabaseHandle } from '../../server/db/createDatabase';
import { saveCountForm } from '../../server/engine/services/countSave';
import { saveGatheringMonth } from '../../server/modules/gathering/gatheringMonth';
import { signedInUser } from '../api/support/signedInUser';
import { goal, ratio } from './goals';
import { handBuiltSave } from './handBuiltGathering';
import { measurePair, printTable } from './measure';

const API = '/pmpapp/api/v2';

/**
 * Issue 22's goal: an उपखंड's month (every unit) saved by the count-form engine — through the
 * spec's /sanghik/add and through the engine's own call — against the hand-built save it
 * replaced, alternately in one run; p95 ≤ 1.2×.
 */
export async function benchGatheringSave(
  label: string,
  app: FastifyInstance,
  db: DatabaseHandle,
  headers: Record<string, string>,
) {
  const user = await signedInUser(db.kysely, 'upkhand');
  const today = new Date();
  const period = { year: financialYear(today), month: today.getMonth() + 1 };
  const month = (
    await app.inject({
      method: 'POST',
      url: `${API}/sanghik/list`,
      payload: { locationId: user.location_id, ...period },
      headers,
    })
  ).json() as { sankalp: { sankalp_id: number; ekak_sub_type_id: number }[] };
  const units = month.sankalp;
  const counts = (u: (typeof units)[number], n: number) =>
    Object.fromEntries(inputsOf(u.ekak_sub_type_id).map((f) => [f, n]));
  let n = 0;
  // each save changes every unit (so every roll-up row moves), figures kept plausible
  const body = (): SanghikSave => ({
    locationId: user.location_id,
    ...period,
    confirmedUnusual: true,
    upstitiDataArray: units.map((u) => ({
      sankalp_id: u.sankalp_id,
      sanghik_upstiti: counts(u, 5 + (n++ % 3)),
    })),
  });
  const handBuilt = {
    name: `hand-built save (${units.length} units)`,
    run: () => handBuiltSave(app, user, body()),
  };
  const [spec, oldA] = await measurePair(
    { name: 'engine via POST /sanghik/add', run: () => saveGatheringMonth(app, user, body()) },
    handBuilt,
    100,
  );
  const [engine, oldB] = await measurePair(
    {
      name: 'engine via POST /sanghik/save',
      run: () => {
        const b = body();
        return saveCountForm(app, sanghik, user, {
          locationId: b.locationId,
          year: b.year,
          month: b.month,
          confirmedUnusual: true,
          records: b.upstitiDataArray.map((i) => ({
            subject_id: i.sankalp_id,
            values: i.sanghik_upstiti,
          })),
        });
      },
    },
    handBuilt,
    100,
  );
  printTable(`${label}: the gathering's save, engine against hand-built`, [
    spec,
    oldA,
    engine,
    oldB,
  ]);
  for (const [t, old] of [
    [spec, oldA],
    [engine, oldB],
  ] as const) {
    goal(
      `${label} ${t.name}: p95 ≤ 1.2× the hand-built save`,
      t.p95 <= 1.2 * old.p95,
      `${t.p95.toFixed(1)} ms against ${old.p95.toFixed(1)} ms (${ratio(t.p95, old.p95)}; p50 ${ratio(t.p50, old.p50)})`,
    );
  }
}

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { sanghik, swayamsevak } from '../../src/domain/modules';
import { financialYear, inputsOf } from '../../src/domain/modules/gathering';
import type { DatabaseHandle } from '../../server/db/createDatabase';
import { runAsChangeAuthor, type ChangeAuthor } from '../../server/db/changeAuthor';
import { registerBulkAdd } from '../../server/engine/services/registerBulkAdd';
import { saveCountForm } from '../../server/engine/services/countSave';
import { addInSteps, validateRowsInSteps } from '../../server/modules/volunteers/volunteerRows';
import { signedInUser } from '../api/support/signedInUser';
import { placeId } from '../api/support/testApp';
import { KOLWAN, row } from '../api/support/volunteerRows';
import { goal, ratio } from './goals';
import { measurePair, printTable } from './measure';

const API = '/pmpapp/api/v2';
const BULK = 1000;

/**
 * Issue 48 §3's goal: a save with its change trail ≤ 1.15× the same save without (the trail's
 * triggers told to keep nothing), alternately in one run — an उपखंड's gathering month through
 * the count-form engine, and a bulk add of 1 000 volunteers; then what the trail holds per save.
 */
export async function benchChangeTrail(
  label: string,
  app: FastifyInstance,
  db: DatabaseHandle,
  headers: Record<string, string>,
) {
  const user = await signedInUser(db.kysely, 'upkhand');
  const today = new Date();
  const period = { year: financialYear(today), month: today.getMonth() + 1 };
  const { sankalp: units } = (
    await app.inject({
      method: 'POST',
      url: `${API}/sanghik/list`,
      payload: { locationId: user.location_id, ...period },
      headers,
    })
  ).json() as { sankalp: { sankalp_id: number; ekak_sub_type_id: number }[] };
  let n = 0;
  // every save changes every unit's figures, so each writes its trail
  const month = () =>
    saveCountForm(app, sanghik, user, {
      locationId: user.location_id,
      ...period,
      confirmedUnusual: true,
      records: units.map((u) => ({
        subject_id: u.sankalp_id,
        values: Object.fromEntries(inputsOf(u.ekak_sub_type_id).map((f) => [f, 5 + (n++ % 3)])),
      })),
    });
  const as = (author: Omit<ChangeAuthor, 'userId'>, work: () => Promise<unknown>) => () =>
    runAsChangeAuthor({ userId: user.user_id, ...author }, work);
  const trailed = { via: 'screen' } as const;
  const untrailed = { via: 'screen', trail: false } as const;
  const [withMonth, withoutMonth] = await measurePair(
    { name: `gathering month (${units.length} units), with its trail`, run: as(trailed, month) },
    { name: 'the same, without a trail', run: as(untrailed, month) },
    100,
  );

  const kolwan = await placeId(db, KOLWAN);
  const rules = await app.repos.referenceData.catalogueLists();
  const addMany = registerBulkAdd(app, swayamsevak);
  let batch = 0;
  const bulk = async () => {
    batch += 1;
    const rows = Array.from({ length: BULK }, (_, i) =>
      row({
        firstName: `माग ${batch}-${i}`,
        mobile: `7${String(batch * BULK + i).padStart(9, '0')}`,
      }),
    );
    const { valid } = await validateRowsInSteps(rows, rules, 'sheet');
    await addMany(user, kolwan, (add) => addInSteps(valid, add));
  };
  const [withBulk, withoutBulk] = await measurePair(
    { name: `bulk add of ${BULK} volunteers, with its trail`, run: as(trailed, bulk) },
    { name: 'the same, without a trail', run: as(untrailed, bulk) },
    15,
  );
  printTable(`${label}: saves with and without the change trail`, [
    withMonth,
    withoutMonth,
    withBulk,
    withoutBulk,
  ]);
  for (const [t, bare] of [
    [withMonth, withoutMonth],
    [withBulk, withoutBulk],
  ] as const)
    goal(
      `${label} ${t.name}: p50 ≤ 1.15× the same save without`,
      t.p50 <= 1.15 * bare.p50,
      `${t.p50.toFixed(1)} ms against ${bare.p50.toFixed(1)} ms (${ratio(t.p50, bare.p50)}; p95 ${ratio(t.p95, bare.p95)})`,
    );
  const { rows: size } = await sql<{ rows: number; bytes: number; saves: number }>`
    select count(*)::int as rows, pg_total_relation_size('change_log')::int as bytes,
      count(distinct at)::int as saves from change_log`.execute(db.kysely);
  const s = size[0]!;
  console.log(
    `change trail after the runs: ${s.rows} entries from ${s.saves} saves, ${(s.bytes / 2 ** 20).toFixed(1)} MiB with its indexes (${Math.round(s.bytes / s.rows)} bytes an entry)`,
  );
}

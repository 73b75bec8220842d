import { sql } from 'kysely';
import {
  expectedLevel,
  fieldsFor,
  policyOf,
  type CountFormDeclaration,
} from '../../src/domain/engine';
import { COUNT_FORMS } from '../../src/domain/modules';
import { countCallPath, periodNow } from './support/countBodies';
import { campaignReturn } from './support/definitions';
import { progressOracle } from './support/progressOracle';
import { seededRandom } from './support/seededRandom';
import { RURAL, ruralPlaces } from './support/ruralPlaces';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * Issue 46, measured like the gathering's race (periodApprovalRace.test.ts): for every other
 * count form with approval and a return made in the browser, saves, submissions, withdrawals,
 * returns with a reason, approvals ("every ready place" too) and approvals taken back, eight at
 * once on PostgreSQL; the kept progress equals a count of the raw rows after every round, and
 * no record was saved under an approval after it began.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let ids: Record<string, number> = {};

const post = (url: string, as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });

beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  ids = { ...(await ruralPlaces(t)), root: await placeId(t.db, []) };
  const vibhags = await t.db.kysely
    .selectFrom('location')
    .select('location_id')
    .where('parent_id', '=', ids.root)
    .orderBy('location_id')
    .execute();
  vibhags.forEach((v, i) => (ids[`vibhag${i}`] = v.location_id));
  const copy = campaignReturn('sampark-race');
  expect((await post('/modules', 'admin', copy)).statusCode).toBe(201);
  expect((await post('/modules/sampark-race/publish', 'admin', {})).statusCode).toBe(200);
});
afterAll(() => t?.close());

/** Who enters and approves a form where: the offices its access lets in, as the spec's tree has them. */
function cast(d: CountFormDeclaration) {
  if (!d.entryLevels.includes(8)) {
    const leaves = Object.keys(ids).filter((k) => k.startsWith('vibhag'));
    return { user: 'admin', approver: 'admin', top: 'root', middle: leaves, leaves };
  }
  if (d.access.userLevels && !d.access.userLevels.includes(3)) {
    return {
      user: 'taluka',
      approver: 'taluka',
      top: 'mulshi',
      middle: [],
      leaves: RURAL.mulshi,
    };
  }
  const leaves = [...RURAL.mulshi, ...RURAL.maval];
  return { user: 'jilha', approver: 'jilha', top: 'jilha', middle: ['mulshi', 'maval'], leaves };
}

const FORMS = [
  ...COUNT_FORMS.filter((d) => d.name !== 'sanghik' && policyOf(d).approval),
  campaignReturn('sampark-race') as unknown as CountFormDeclaration,
];

describe.skipIf(!onPostgres).each(FORMS.map((d) => [d.name, d] as const))(
  '%s: its cycle beside saves, several at once (PostgreSQL)',
  (_name, d) => {
    const period = periodNow(d) as Record<string, unknown>;
    const key = {
      module: d.name,
      year: String(period.year),
      part: String(period.festival ?? period.month ?? ''),
    };
    const at = (place: string, extra: object = {}) => ({
      locationId: ids[place],
      ...period,
      ...extra,
    });

    async function save(place: string, figure: number) {
      const { user } = cast(d);
      const sheet = (await post(countCallPath(d, 'list'), user, at(place))).json();
      if (!sheet.subjects?.length) return sheet;
      const records = sheet.subjects.map(
        (s: { subject_id: number; version: number; ekak_sub_type_id: number | null }) => {
          const field = fieldsFor(d, s.ekak_sub_type_id ?? undefined).find(
            (f) => f.type === 'count',
          )!;
          return { subject_id: s.subject_id, version: s.version, values: { [field.name]: figure } };
        },
      );
      return post(countCallPath(d, 'save'), user, {
        ...at(place),
        confirmedUnusual: true,
        records,
      });
    }

    function step(next: (n: number) => number): () => Promise<unknown> {
      const { user, approver, top, middle, leaves } = cast(d);
      const leaf = leaves[next(leaves.length)]!;
      const child = middle.length ? middle[next(middle.length)]! : leaf;
      const call = (name: string) => `/${d.name}/${name}`;
      const steps = [
        () => save(leaf, 1 + next(9)),
        () => post(call('submit'), user, at(leaf)),
        () => post(call('submit'), user, at(leaves[next(leaves.length)]!)),
        () => post(call('withdraw'), user, at(leaf)),
        () => post(call('approve'), approver, at(child, { withPending: next(2) === 1 })),
        () => post(call('approve-ready'), approver, at(top)),
        () => post(call('unapprove'), 'admin', at(child)),
        () => post(call('return'), approver, at(child, { reason: 'आकडे तपासा' })),
      ];
      return steps[next(steps.length)]!;
    }

    it('keeps the progress equal to the raw rows and no save under a begun approval', async () => {
      const next = seededRandom(4611);
      for (let round = 0; round < 8; round += 1) {
        const answers = await Promise.all(Array.from({ length: 8 }, () => step(next)()));
        for (const a of answers) {
          const status = (a as { statusCode?: number }).statusCode;
          if (status !== undefined) expect([200, 403, 409]).toContain(status);
        }
        const { kept, counted } = await progressOracle(t.db.kysely, key, expectedLevel(d));
        expect(kept).toEqual(counted);
      }
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from count_record r
        join period_status s on s.module = r.entity and s.year = r.year and s.part = r.part
          and s.approved_at is not null
        join location a on a.location_id = s.location_id and r.location_path like a.path || '%'
        where r.entity = ${key.module} and r.year = ${key.year} and r.part = ${key.part}
          and r.saved_at > s.approved_at`.execute(t.db.kysely);
      expect(rows[0]!.n).toBe(0);
      const steps = await sql<{ action: string }>`
        select distinct action from period_event where module = ${key.module}`.execute(t.db.kysely);
      expect(steps.rows.map((r) => r.action)).toEqual(
        expect.arrayContaining(['submitted', 'approved']),
      );
    }, 120_000);
  },
);

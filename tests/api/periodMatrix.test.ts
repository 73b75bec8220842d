import { fieldsFor, type CountFormDeclaration } from '../../src/domain/engine';
import { COUNT_FORMS } from '../../src/domain/modules';
import {
  financialYear,
  formatFinancialYear,
  financialYearStart,
} from '../../src/domain/modules/gathering';
import { checksum } from './support/checksum';
import { unitUpdateBody } from './support/unitUpdate';
import { countCallPath, periodNow } from './support/countBodies';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * The period matrix (issue 25): every periodised write × every period state a request can
 * reach today (open, closed by its window, not begun) × the answer; a refusal is 409
 * PERIOD_CLOSED naming its reason and changes no row. Approved and reopened periods join the
 * matrix with their storage (issue 25, points 4–5).
 */

let t: TestApp;
let paud: number;
let root: number;
const today = new Date();
const thisYear = financialYear(today);
const start = financialYearStart(today);
const month = today.getMonth() + 1;

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
  root = await placeId(t.db, []);
});
afterAll(() => t.close());

type State = 'open' | 'window' | 'future';
/** The period part of a body in each state, for the form's period kind. */
function periodIn(d: CountFormDeclaration, state: State): Record<string, unknown> {
  const now = periodNow(d);
  if (state === 'open') return now;
  if (d.period === 'month') {
    const shifted = new Date(
      today.getFullYear(),
      today.getMonth() + (state === 'future' ? 1 : -4),
      1,
    );
    return { year: financialYear(shifted), month: shifted.getMonth() + 1 };
  }
  const year = formatFinancialYear(start + (state === 'future' ? 1 : -2));
  return { ...now, year };
}

const entryOf = (d: CountFormDeclaration) => {
  const atRoot = !d.entryLevels.includes(8);
  const as = atRoot ? 'admin' : d.access.userLevels?.includes(6) ? 'taluka' : 'upkhand';
  return { as, locationId: atRoot ? root : paud };
};
const post = (url: string, as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });

const STATES: [State, number, string | null][] = [
  ['window', 409, 'app.period.gate.window'],
  ['future', 409, 'app.period.gate.future'],
  ['open', 200, null],
];

describe.each(COUNT_FORMS.map((d) => [countCallPath(d, 'save'), d] as const))('%s', (_path, d) => {
  it.each(STATES)('a period %s → %i', async (state, status, key) => {
    const { as, locationId } = entryOf(d);
    const current = (
      await post(countCallPath(d, 'list'), as, { locationId, ...periodNow(d) })
    ).json();
    const subject = current.subjects[0];
    const shown = fieldsFor(d, subject.ekak_sub_type_id ?? undefined);
    const values = { [shown.find((f) => f.type === 'count')?.name ?? shown[0]!.name]: 1 };
    const before = await checksum(t.db.kysely);
    const res = await post(countCallPath(d, 'save'), as, {
      locationId,
      ...periodIn(d, state),
      confirmedUnusual: true,
      records: [{ subject_id: subject.subject_id, version: subject.version, values }],
    });
    expect(res.statusCode).toBe(status);
    if (key === null) return;
    expect(res.json()).toMatchObject({ code: 'PERIOD_CLOSED', error: [{ key }] });
    expect(await checksum(t.db.kysely)).toBe(before);
  });
});

describe('POST /sanghik/add (the spec call answers the same codes)', () => {
  it.each(STATES)('a month %s → %i', async (state, status, key) => {
    const sanghik = COUNT_FORMS.find((d) => d.name === 'sanghik')!;
    const listed = await post('/sanghik/list', 'upkhand', {
      locationId: paud,
      year: thisYear,
      month,
    });
    const unit = listed.json().sankalp[0];
    const before = await checksum(t.db.kysely);
    const res = await post('/sanghik/add', 'upkhand', {
      locationId: paud,
      ...periodIn(sanghik, state),
      confirmedUnusual: true,
      upstitiDataArray: [
        {
          sankalp_id: unit.sankalp_id,
          sanghik_upstiti: { praudh: 2, baal: 2, tarun_vyavasayi: 2, maha_vidyarthi: 2, shishu: 0 },
        },
      ],
    });
    expect(res.statusCode).toBe(status);
    if (key === null) return;
    expect(res.json()).toMatchObject({ code: 'PERIOD_CLOSED', error: [{ key }] });
    expect(await checksum(t.db.kysely)).toBe(before);
  });
});

describe('an approved month (forms with approval): every write of the place → 409 PERIOD_APPROVED', () => {
  const sanghik = COUNT_FORMS.find((d) => d.name === 'sanghik')!;
  const at = () => ({ locationId: paud, ...periodNow(sanghik) });
  beforeAll(async () => {
    expect((await post('/sanghik/submit', 'upkhand', at())).statusCode).toBe(200);
    expect((await post('/sanghik/approve', 'taluka', at())).statusCode).toBe(200);
  });

  const WRITES: [string, () => Promise<object>][] = [
    [
      '/sanghik/save',
      async () => {
        const unit = (await post('/sanghik/sheet', 'upkhand', at())).json().subjects[0];
        const values = { praudh: 1 };
        const records = [{ subject_id: unit.subject_id, version: unit.version, values }];
        return { confirmedUnusual: true, records };
      },
    ],
    [
      '/sanghik/add',
      async () => {
        const unit = (await post('/sanghik/list', 'upkhand', at())).json().sankalp[0];
        return {
          confirmedUnusual: true,
          upstitiDataArray: [{ sankalp_id: unit.sankalp_id, sanghik_upstiti: { praudh: 1 } }],
        };
      },
    ],
    ['/sanghik/submit', async () => ({})],
    ['/sanghik/withdraw', async () => ({})],
  ];
  it.each(WRITES)('%s', async (path, body) => {
    const payload = { ...at(), ...(await body()) };
    const before = await checksum(t.db.kysely);
    const res = await post(path, 'upkhand', payload);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PERIOD_APPROVED',
      error: [{ key: 'app.period.gate.approved' }],
    });
    expect(await checksum(t.db.kysely)).toBe(before);
  });
});

/**
 * Issue 44, point 1: in a month approved above a place, the writes outside the entry screen
 * that would move its figures — a unit's new sub-type or place, a back-dated status, a deleted
 * unit, a unit started in the month, a village moved or merged — are refused the same way.
 */
describe('an approved month: unit and place writes that move its figures → 409 PERIOD_APPROVED', () => {
  const sanghik = COUNT_FORMS.find((d) => d.name === 'sanghik')!;
  const now = periodNow(sanghik);
  const today = new Date();
  const dayOfMonth = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
  const put = (url: string, as: string, payload: object) =>
    t.call({ method: 'PUT', url: `${API}${url}`, as, payload });
  let unit: Record<string, unknown> & { sankalp_id: number; location_id: number };
  let sibling: number;
  let otherMandal: number;

  beforeAll(async () => {
    const at = { locationId: paud, ...now };
    // approved by the तालुका already when the describe above ran first; approve it here else
    const approvedAbove = await post('/sanghik/approve', 'taluka', at);
    expect([200, 409]).toContain(approvedAbove.statusCode);
    // a शाखा or a मिलन: its sub-type may change within its type (a संघ मंडळी has one)
    const listed = (await post('/sanghik/list', 'upkhand', at))
      .json()
      .sankalp.find((u: { ekak_sub_type_id: number }) => u.ekak_sub_type_id <= 8);
    const read = (
      await t.call({ method: 'GET', url: `${API}/sankalp/${listed.sankalp_id}`, as: 'upkhand' })
    ).json();
    unit = unitUpdateBody(read) as typeof unit;
    const village = await t.db.kysely
      .selectFrom('location')
      .select(['parent_id', 'path'])
      .where('location_id', '=', unit.location_id)
      .executeTakeFirstOrThrow();
    sibling = (
      await t.db.kysely
        .selectFrom('location')
        .select('location_id')
        .where('parent_id', '=', village.parent_id)
        .where('location_id', '<>', unit.location_id)
        .executeTakeFirstOrThrow()
    ).location_id;
    otherMandal = (
      await t.db.kysely
        .selectFrom('location')
        .select('location_id')
        .where('parent_id', '=', paud)
        .where('location_id', '<>', village.parent_id!)
        .executeTakeFirstOrThrow()
    ).location_id;
  });

  const otherSub = (sub: number) => (sub % 4 === 0 ? sub - 1 : sub + 1);
  const WRITES: [string, () => Promise<{ statusCode: number; json: () => unknown }>][] = [
    [
      'PUT /sankalp/update: another sub-type',
      () => {
        const sub = otherSub(unit.ekak_sub_type_id as number);
        return put('/sankalp/update', 'upkhand', { ...unit, ekak_sub_type_id: sub });
      },
    ],
    [
      'PUT /sankalp/update: another village',
      () => put('/sankalp/update', 'upkhand', { ...unit, location_id: sibling }),
    ],
    [
      'PUT /sadyasthiti/change: dated in the approved month',
      () =>
        put('/sadyasthiti/change', 'upkhand', {
          sankalp_id: unit.sankalp_id,
          status: 'paused',
          effective_date: dayOfMonth,
          reason: 'कार्यकर्ता बदली',
        }),
    ],
    ['PUT /sankalp/delete', () => put('/sankalp/delete', 'upkhand', { ids: [unit.sankalp_id] })],
    [
      'POST /sankalp/addmulti: started in the approved month',
      () =>
        post('/sankalp/addmulti', 'upkhand', {
          location_id: unit.location_id,
          units: [
            {
              localized_name: 'मंजूर महिन्यातील नवी शाखा',
              ekak_type_id: 1,
              ekak_sub_type_id: 4,
              start_date: dayOfMonth,
            },
          ],
        }),
    ],
    [
      'POST /geo/place/:id/move: the village to another मंडल',
      () => post(`/geo/place/${unit.location_id}/move`, 'admin', { parentId: otherMandal }),
    ],
    [
      'POST /geo/place/:id/merge: the village into its neighbour',
      () => post(`/geo/place/${unit.location_id}/merge`, 'admin', { intoId: sibling }),
    ],
    [
      'PUT /geo/place/:id: पौड renamed an उपखंड नगर (its month counts it under another kind)',
      () => put(`/geo/place/${paud}`, 'admin', { name: 'पौड', suffix: 'उपखंड नगर' }),
    ],
  ];
  it.each(WRITES)('%s', async (_path, send) => {
    const before = await checksum(t.db.kysely);
    const res = await send();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PERIOD_APPROVED',
      error: [{ key: 'app.period.gate.approvedMonth' }],
    });
    expect((res.json() as { message: string }).message).toContain('मंजूर');
    expect(await checksum(t.db.kysely)).toBe(before);
  });

  it('a change that moves no figure (the unit renamed) is saved', async () => {
    const res = await put('/sankalp/update', 'upkhand', { ...unit, localized_name: 'नवे नाव' });
    expect(res.statusCode).toBe(200);
  });

  it('once the approval is taken back the same change is saved', async () => {
    const at = { locationId: paud, ...now };
    expect((await post('/sanghik/unapprove', 'taluka', at)).statusCode).toBe(200);
    const sub = otherSub(unit.ekak_sub_type_id as number);
    const res = await put('/sankalp/update', 'upkhand', { ...unit, ekak_sub_type_id: sub });
    expect(res.statusCode).toBe(200);
  });
});

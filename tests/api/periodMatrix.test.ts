import { fieldsFor, type CountFormDeclaration } from '../../src/domain/engine';
import { COUNT_FORMS } from '../../src/domain/modules';
import { financialYear, formatFinancialYear, financialYearStart } from '../../src/domain/gathering';
import { checksum } from './support/checksum';
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

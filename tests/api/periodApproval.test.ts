import { sql } from 'kysely';
import { inputsOf } from '../../src/domain/modules/gathering';
import { periodNow } from './support/countBodies';
import { progressOracle } from './support/progressOracle';
import { countFormByName } from '../../src/domain/modules';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * Submitting and approving up the tree (issue 25, point 5), on both databases: the उपखंड
 * submits, the तालुका approves it, the जिल्हा approves its ready तालुका and another "with N
 * pending", approved figures are frozen (the engine's and the spec's calls), an office above
 * takes an approval back; the kept progress equals a count of the raw rows after every step.
 */
let t: TestApp;
const ids: Record<string, number> = {};
const period = periodNow(countFormByName('sanghik')!);
const key = { module: 'sanghik', year: period.year, part: String(period.month) };

const post = (url: string, as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });
const at = (place: string, extra: object = {}) => ({
  locationId: ids[place],
  ...period,
  ...extra,
});
const view = async (as: string, place: string) =>
  (await post('/sanghik/approvals', as, at(place))).json();
interface ChildRow {
  location_id: number;
  state: string;
  progress: Record<string, number>;
  approval: { pending: number; by: string } | null;
}
const childOf = (v: { children: ChildRow[] }, place: string) =>
  v.children.find((c) => c.location_id === ids[place])!;

async function saveAt(place: string, as: string, via: 'save' | 'add' = 'save') {
  const sheet = (await post('/sanghik/sheet', as, at(place))).json();
  const unit = sheet.subjects[0];
  const values = Object.fromEntries(inputsOf(unit.ekak_sub_type_id).map((f) => [f, 3]));
  if (via === 'add') {
    return post('/sanghik/add', as, {
      ...at(place),
      confirmedUnusual: true,
      upstitiDataArray: [{ sankalp_id: unit.subject_id, sanghik_upstiti: values }],
    });
  }
  return post('/sanghik/save', as, {
    ...at(place),
    confirmedUnusual: true,
    records: [{ subject_id: unit.subject_id, version: unit.version, values }],
  });
}

const expectOracle = async () => {
  const { kept, counted } = await progressOracle(t.db.kysely, key, 8);
  expect(kept).toEqual(counted);
};

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];
  ids.jilha = await placeId(t.db, ['पुणे', 'पश्चिम पुणे']);
  ids.mulshi = await placeId(t.db, MULSHI);
  ids.maval = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मावळ']);
  ids.paud = await placeId(t.db, [...MULSHI, 'पौड']);
  ids.hinjawadi = await placeId(t.db, [...MULSHI, 'हिंजवडी']);
  ids.bavdhan = await placeId(t.db, [...MULSHI, 'बावधन']);
});
afterAll(() => t.close());

describe('a month submitted and approved up the tree', () => {
  it('the उपखंड submits its month once; its sheet says so; readers cannot', async () => {
    expect((await post('/sanghik/submit', 'reader', at('paud'))).statusCode).toBe(403);
    const sent = await post('/sanghik/submit', 'upkhand', at('paud'));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ places: 1, submitted: true });
    const again = await post('/sanghik/submit', 'upkhand', at('paud'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error[0].key).toBe('app.periodApproval.error.alreadySubmitted');
    const sheet = (await post('/sanghik/sheet', 'upkhand', at('paud'))).json();
    expect(sheet.gate.status).toBe('open');
    expect(sheet.gate.submitted.on).toMatch(/^\d{4}-\d\d-\d\d$/);
    await expectOracle();
  });

  it('the जिल्हा sees its तालुके pending and cannot approve one not ready', async () => {
    const v = await view('jilha', 'jilha');
    expect(v.can_approve).toBe(true);
    expect(childOf(v, 'mulshi')).toMatchObject({
      state: 'pending',
      progress: { expected: 3, submitted: 1, approved: 0 },
    });
    expect(childOf(v, 'maval').progress).toMatchObject({ expected: 3, submitted: 0 });
    const early = await post('/sanghik/approve', 'jilha', at('mulshi'));
    expect(early.statusCode).toBe(409);
    expect(early.json().error[0].key).toBe('app.periodApproval.error.notReady');
    // only the office directly above approves; an उपखंड approves nothing
    expect((await post('/sanghik/approve', 'jilha', at('paud'))).statusCode).toBe(403);
    expect((await post('/sanghik/approve', 'taluka', at('maval'))).statusCode).toBe(403);
  });

  it('the तालुका approves पौड: its figures are frozen for every call', async () => {
    const approved = await post('/sanghik/approve', 'taluka', at('paud'));
    expect(approved.statusCode).toBe(200);
    for (const via of ['save', 'add'] as const) {
      const refused = await saveAt('paud', 'upkhand', via);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('PERIOD_APPROVED');
    }
    const sheet = (await post('/sanghik/sheet', 'upkhand', at('paud'))).json();
    expect(sheet.gate).toMatchObject({ status: 'approved', by: 'तालुका कार्यालय', levelId: 6 });
    const withdraw = await post('/sanghik/withdraw', 'upkhand', at('paud'));
    expect(withdraw.json().code).toBe('PERIOD_APPROVED');
    expect((await saveAt('hinjawadi', 'taluka')).statusCode).toBe(200);
    await expectOracle();
  });

  it('"approve every ready place" approves the ready तालुका only', async () => {
    await post('/sanghik/submit', 'taluka', at('hinjawadi'));
    await post('/sanghik/submit', 'taluka', at('bavdhan'));
    const all = await post('/sanghik/approve-ready', 'jilha', at('jilha'));
    expect(all.statusCode).toBe(200);
    expect(all.json().approved).toEqual([ids.mulshi]);
    const v = await view('jilha', 'jilha');
    expect(childOf(v, 'mulshi').state).toBe('approved');
    expect(childOf(v, 'maval').state).toBe('pending');
    expect(v.place.progress).toMatchObject({ expected: 6, submitted: 3, approved: 3 });
    expect((await saveAt('hinjawadi', 'taluka')).json().code).toBe('PERIOD_APPROVED');
    await expectOracle();
  });

  it('approves मावळ "with 3 pending", marked; an office above takes it back', async () => {
    const approved = await post('/sanghik/approve', 'jilha', at('maval', { withPending: true }));
    expect(approved.json()).toMatchObject({ approved: [ids.maval], pending: 3 });
    let v = await view('jilha', 'jilha');
    expect(childOf(v, 'maval').approval).toMatchObject({ pending: 3, by: 'जिल्हा कार्यालय' });
    expect(v.place.progress).toMatchObject({ expected: 6, submitted: 6, approved: 6 });
    await expectOracle();

    expect((await post('/sanghik/unapprove', 'jilha', at('jilha'))).statusCode).toBe(409);
    const back = await post('/sanghik/unapprove', 'admin', at('maval'));
    expect(back.statusCode).toBe(200);
    v = await view('jilha', 'jilha');
    expect(childOf(v, 'maval').state).toBe('pending');
    expect(v.place.progress).toMatchObject({ submitted: 3, approved: 3 });
    await expectOracle();
  });

  it('taking the तालुका’s approval back keeps पौड’s own approval counted', async () => {
    expect((await post('/sanghik/unapprove', 'jilha', at('mulshi'))).statusCode).toBe(200);
    const v = await view('taluka', 'mulshi');
    expect(v.place.progress).toMatchObject({ submitted: 3, approved: 1 });
    expect((await saveAt('hinjawadi', 'taluka')).statusCode).toBe(200);
    expect((await saveAt('paud', 'upkhand')).json().code).toBe('PERIOD_APPROVED');
    await expectOracle();
  });

  it('a submitted उपखंड moved to another तालुका takes its submission along', async () => {
    const moved = await t.call({
      method: 'POST',
      url: `${API}/geo/place/${ids.hinjawadi}/move`,
      as: 'admin',
      payload: { parentId: ids.maval },
    });
    expect(moved.statusCode).toBe(200);
    const v = await view('jilha', 'jilha');
    expect(childOf(v, 'maval').progress).toMatchObject({ expected: 4, submitted: 1 });
    expect(childOf(v, 'mulshi').progress).toMatchObject({ expected: 2, submitted: 2 });
    await expectOracle();
  });

  it('keeps every step in the history, with who', async () => {
    const { rows } = await sql<{ action: string; n: number }>`
      select action, count(*)::int as n from period_event group by action order by action`.execute(
      t.db.kysely,
    );
    expect(rows).toEqual([
      { action: 'approved', n: 3 },
      { action: 'submitted', n: 3 },
      { action: 'unapproved', n: 2 },
    ]);
  });
});

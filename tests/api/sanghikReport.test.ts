import { financialYear, isoDate } from '../../src/domain/modules/gathering';
import { SUFFIX } from '../../src/domain/levels';
import { NO_RECORD_MESSAGE, type SummaryReport } from '../../src/domain/report';
import { addPlaces, gaon, mandal, upkhand, vasti } from './support/reportPlaces';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

let t: TestApp;
let ids: Record<string, number> = {};
const unit: Record<string, number> = {};
const today = new Date();
const year = financialYear(today);
const month = today.getMonth() + 1;
const prev = new Date(today.getFullYear(), today.getMonth() - 1, 1);
const prevYear = financialYear(prev);
const prevMonth = prev.getMonth() + 1;
const firstOfPrev = isoDate(prev);
const midPrev = isoDate(new Date(prev.getFullYear(), prev.getMonth(), 15));
const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];

const post = (url: string, payload: object, as: string | undefined = 'admin') =>
  t.call({ method: 'POST', url: `${API}${url}`, payload, as });
const report = async (path: string, locationId: number, as = 'admin', m = { year, month }) => {
  const res = await post(`/sanghik/report/${path}`, { locationId, ...m }, as);
  expect(res.statusCode).toBe(200);
  return res.json() as SummaryReport;
};
async function addUnits(place: string, subTypes: number[]) {
  const units = subTypes.map((s) => ({
    localized_name: `${place} ${s}`,
    ekak_type_id: s <= 4 ? 1 : s <= 8 ? 2 : 3,
    ekak_sub_type_id: s,
    start_date: firstOfPrev,
  }));
  const res = await post('/sankalp/addmulti', { location_id: ids[place], units });
  expect(res.statusCode).toBe(200);
  (res.json().ids as number[]).forEach((id, i) => (unit[`${place}:${subTypes[i]}`] = id));
}
const save = async (place: string, rows: [string, Record<string, number>][]) => {
  const upstitiDataArray = rows.map(([u, sanghik_upstiti]) => ({
    sankalp_id: unit[u],
    sanghik_upstiti,
  }));
  const res = await post('/sanghik/add', { locationId: ids[place], year, month, upstitiDataArray });
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp();
  ids.mulshi = await placeId(t.db, MULSHI);
  ids = {
    ...ids,
    ...(await addPlaces(t.db, ids.mulshi, [
      upkhand('चाचणी', [mandal('पहिले', [gaon('अ'), gaon('ब')]), mandal('दुसरे', [gaon('क')])]),
      upkhand('चाचणी नगर', [vasti('ड'), vasti('ई')], SUFFIX.UPKHAND_NAGAR),
    ])),
  };
  await addUnits('अ', [1, 4, 9]);
  await addUnits('ब', [5, 8]);
  await addUnits('क', [2]);
  await addUnits('ड', [3, 7]);
  const closed = { sankalp_id: unit['क:2'], status: 'closed', effective_date: midPrev };
  const res = await t.call({
    method: 'PUT',
    url: `${API}/sadyasthiti/change`,
    payload: { ...closed, reason: 'चाचणी' },
    as: 'admin',
  });
  expect(res.statusCode).toBe(200);
  await save('चाचणी', [
    ['अ:1', { maha_vidyarthi: 2, baal: 5, shishu: 3 }],
    ['अ:4', { praudh: 10 }],
    ['अ:9', { praudh: 4, tarun_vyavasayi: 2 }],
    ['ब:8', { praudh: 8 }],
  ]);
  await save('चाचणी नगर', [['ड:3', { tarun_vyavasayi: 6 }]]);
});
afterAll(() => t.close());

const upkhandFigures = {
  location_name: 'चाचणी',
  name_suffix: SUFFIX.UPKHAND,
  level_id: 8,
  sanghik_record_found: true,
  ekunSankalpit: { shakha: 2, saptahik_milan: 2, sangh_mandali: 1, total: 5 },
  sankalp_total: {
    shakha: {
      total: 2,
      sub_types: { baal: 1, sanyukta_vidyarthi: 0, tarun_vyavasayi: 0, praudh: 1 },
    },
    saptahik_milan: {
      total: 2,
      sub_types: { maha_vidyarthi: 1, sanyukta_vidyarthi: 0, tarun_vyavasayi: 0, praudh: 1 },
    },
    sangh_mandali: { total: 1, sub_types: { sangh_mandali: 1 } },
  },
  present_Sankalpit: { shakha: 2, saptahik_milan: 1, sangh_mandali: 1, total: 4 },
  present_Sankalpit_age_wise: {
    shakha: { total: 2, sub_types: { baal: 1, praudh: 1 } },
    saptahik_milan: { total: 1, sub_types: { maha_vidyarthi: 0, praudh: 1 } },
    sangh_mandali: { total: 1, sub_types: { sangh_mandali: 1 } },
  },
  present_sayamsevak_upastiti: {
    praudh: 22,
    tarun_vyavasayi: 2,
    maha_vidyarthi: 2,
    baal: 5,
    total: 31,
    shishu: 3,
  },
  total_present: { baal: 1, praudh: 2, sangh_mandali: 1, maha_vidyarthi: 0, total: 4 },
  Total_gaon: 3,
  present_gaon: 2,
  sankalpit_gaon: 2,
  total_mandal: 2,
  present_mandal: 1,
  Total_upkhand: 1,
  present_upkhand: 1,
  Total_upkhand_nagar: 0,
  total_vasti: 0,
  Total_taluka: 0,
};

describe('POST /sanghik/report/upkhand', () => {
  it('counts designated and present units, attendance and places of an उपखंड', async () => {
    const r = await report('upkhand', ids['चाचणी'], 'taluka');
    expect(r).toMatchObject({ ...upkhandFigures, message: 'success', year, month });
    expect(r.computed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(r.mandals).toHaveLength(2);
    expect(r.mandals![0]).toMatchObject({
      mandal_name: 'दुसरे',
      gaon_count: 1,
      gaon_locations: [{ location_id: ids['क'], location_name: 'क' }],
      sanghik_record_found: false,
      ekunSankalpit: { total: 0 },
    });
    expect(r.mandals![1]).toMatchObject({
      mandal_name: 'पहिले',
      gaon_count: 2,
      gaon_locations: [{ location_name: 'अ' }, { location_name: 'ब' }],
      present_gaon: 2,
      ekunSankalpit: { total: 5 },
    });
    expect(r.pending).toEqual([
      { location_id: ids['दुसरे'], location_name: 'दुसरे', name_suffix: SUFFIX.MANDAL },
    ]);
  });

  it('lists the वस्ती of an उपखंड नगर in children_locations', async () => {
    const r = await report('upkhand', ids['चाचणी नगर']);
    expect(r).toMatchObject({
      name_suffix: SUFFIX.UPKHAND_NAGAR,
      total_vasti: 2,
      present_vasti: 1,
      Total_gaon: 2,
      sankalpit_gaon: 1,
      Total_upkhand_nagar: 1,
      present_upkhand_nagar: 1,
      ekunSankalpit: { shakha: 1, saptahik_milan: 1, sangh_mandali: 0, total: 2 },
      present_Sankalpit: { total: 1 },
      present_sayamsevak_upastiti: { tarun_vyavasayi: 6, total: 6, praudh: 0, shishu: 0 },
    });
    expect(r.children_locations!.map((c) => [c.location_name, c.sanghik_record_found])).toEqual([
      ['ई', false],
      ['ड', true],
    ]);
    expect(r.pending.map((p) => p.location_name)).toEqual(['ई']);
  });

  it('answers the no-record message with every figure 0 for a month without records', async () => {
    const r = await report('upkhand', ids['चाचणी'], 'admin', { year: prevYear, month: prevMonth });
    expect(r).toMatchObject({
      message: NO_RECORD_MESSAGE,
      sanghik_record_found: false,
      ekunSankalpit: { total: 0 },
      present_sayamsevak_upastiti: { total: 0 },
      Total_gaon: 0,
    });
    expect(r.pending).toHaveLength(2);
  });
});

describe('POST /sanghik/report/taluka, /bhag, /nagar', () => {
  it('puts the new उपखंड and उपखंड नगर into the taluka lists with their figures', async () => {
    const r = await report('taluka', ids.mulshi, 'taluka');
    const u = r.upkhand!.find((p) => p.location_id === ids['चाचणी'])!;
    expect(u).toMatchObject(upkhandFigures);
    expect(u.mandals.map((m) => m.mandal_name)).toEqual(['दुसरे', 'पहिले']);
    const n = r.upkhandNagar!.find((p) => p.location_id === ids['चाचणी नगर'])!;
    expect(n.children_locations).toHaveLength(2);
    expect(r.Total_upkhand).toBe(r.upkhand!.length);
    expect(r.Total_upkhand_nagar).toBe(r.upkhandNagar!.length);
    expect(r.present_sayamsevak_upastiti.praudh).toBeGreaterThanOrEqual(22);
  });

  it('lists talukas under a ग्रामीण जिल्हा and नगर under a भाग (both level 3)', async () => {
    const jilha = await report('bhag', await placeId(t.db, ['पुणे', 'पश्चिम पुणे']), 'jilha');
    expect(jilha.name_suffix).toBe(SUFFIX.GRAMIN_JILHA);
    expect(jilha.talukas!.map((p) => p.location_name).sort()).toEqual(['मावळ', 'मुळशी']);
    expect(jilha.Total_taluka).toBe(2);
    const sum = jilha.talukas!.reduce((s, p) => s + p.ekunSankalpit.total, 0);
    expect(jilha.ekunSankalpit.total).toBe(sum);
    const past = { year: prevYear, month: prevMonth };
    const bhag = await report('bhag', await placeId(t.db, ['पुणे', 'पुणे']), 'bhag', past);
    expect(bhag.nagars!.map((p) => p.location_name).sort()).toEqual(['कसबा', 'कोथरूड']);
    expect(bhag.total_nagar).toBe(2);
  });

  it('lists the उपखंड नगर of a शहरी नगर with their वस्ती', async () => {
    const kasba = await placeId(t.db, ['पुणे', 'पुणे', 'कसबा']);
    const r = await report('nagar', kasba, 'nagar', { year: prevYear, month: prevMonth });
    expect(r.level_id).toBe(7);
    expect(r.upkhandNagar).toHaveLength(2);
    r.upkhandNagar!.forEach((n) => expect(n.children_locations).toHaveLength(3));
  });
});

describe('report errors', () => {
  it('refuses a place of another level with 400', async () => {
    const res = await post('/sanghik/report/upkhand', { locationId: ids.mulshi, year, month });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/bhag, upkhand/);
    const bad = await post('/sanghik/report/taluka', { locationId: ids.mulshi, year, month: 13 });
    expect(bad.statusCode).toBe(400);
    const badYear = { locationId: ids.mulshi, year: '2026-28', month };
    expect((await post('/sanghik/report/taluka', badYear)).statusCode).toBe(400);
  });

  it('answers 401 without a token, 403 outside the area, 404 for an unknown place', async () => {
    const body = { locationId: ids['चाचणी'], year, month };
    expect((await post('/sanghik/report/upkhand', body, '')).statusCode).toBe(401);
    const outside = await post('/sanghik/report/upkhand', body, 'reader');
    expect(outside.statusCode).toBe(403);
    const unknown = { ...body, locationId: 999999 };
    expect((await post('/sanghik/report/upkhand', unknown)).statusCode).toBe(404);
    expect((await post('/sanghik/report/upkhand', body, 'pending')).statusCode).toBe(403);
  });

  it('lets a read-only user read the report of their own place', async () => {
    const paud = await placeId(t.db, [...MULSHI, 'पौड']);
    expect((await report('upkhand', paud, 'reader')).location_id).toBe(paud);
  });
});

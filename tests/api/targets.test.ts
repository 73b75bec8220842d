import { financialYear } from '../../src/domain/modules/gathering';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

// issue 49 §1: the office above sets its children's targets; the roll-up report shows them
let t: TestApp;
const year = financialYear(new Date());
const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];
let mulshi: number;
let paud: number;
let kolwan: number;

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  mulshi = await placeId(t.db, MULSHI);
  paud = await placeId(t.db, [...MULSHI, 'पौड']);
  kolwan = await placeId(t.db, [...MULSHI, 'पौड', 'पौड', 'कोळवण']);
});
afterAll(() => t.close());

const sheet = (as: string, place = mulshi) =>
  t.call({
    method: 'GET',
    url: `${API}/targets?module=bhaugolik&placeId=${place}&year=${year}`,
    as,
  });
const put = (as: string, cells: object[], place = mulshi, extra: object = {}) =>
  t.call({
    method: 'PUT',
    url: `${API}/targets`,
    as,
    headers: { 'x-via': 'screen' },
    payload: { module: 'bhaugolik', placeId: place, year, cells, ...extra },
  });

describe('targets', () => {
  it('lists the place’s children with the figures a target may be set on', async () => {
    const res = await sheet('taluka');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fields).toEqual(expect.arrayContaining(['households', 'persons']));
    expect(body.rows).toContainEqual({ placeId: paud, placeName: 'पौड उपखंड', values: {} });
  });

  it('keeps what the तालुका sets for an उपखंड, shows it beside the figures, and takes one away', async () => {
    expect(
      (
        await put('taluka', [
          { placeId: paud, field: 'persons', value: 500 },
          { placeId: paud, field: 'households', value: 90 },
        ])
      ).statusCode,
    ).toBe(200);
    const row = (await sheet('taluka'))
      .json()
      .rows.find((r: { placeId: number }) => r.placeId === paud);
    expect(row.values).toEqual({ persons: 500, households: 90 });

    const report = await t.call({
      method: 'POST',
      url: `${API}/bhaugolik/report`,
      as: 'taluka',
      payload: { locationId: mulshi, year, targets: true },
    });
    expect(report.statusCode).toBe(200);
    const rows = report.json().rows as { location_id: number; target: Record<string, number> }[];
    expect(rows.find((r) => r.location_id === paud)!.target).toEqual({
      persons: 500,
      households: 90,
    });
    expect(
      rows.filter((r) => r.location_id !== paud).every((r) => Object.keys(r.target).length === 0),
    ).toBe(true);

    expect(
      (await put('taluka', [{ placeId: paud, field: 'households', value: null }])).statusCode,
    ).toBe(200);
    const after = (await sheet('taluka'))
      .json()
      .rows.find((r: { placeId: number }) => r.placeId === paud);
    expect(after.values).toEqual({ persons: 500 });

    const trail = await t.call({
      method: 'GET',
      url: `${API}/changes?module=bhaugolik&placeId=${paud}`,
      as: 'taluka',
    });
    expect(trail.json().data).toContainEqual(
      expect.objectContaining({ field: 'value', after: 500, who: 'तालुका कार्यालय', via: 'screen' }),
    );
  });

  it('refuses a reader, an office setting its own place’s, a place not right under, a figure without targets, a bad number', async () => {
    const reader = await put('reader', [{ placeId: paud, field: 'persons', value: 1 }]);
    expect(reader.statusCode).toBe(403);
    const own = await put('upkhand', [{ placeId: paud, field: 'persons', value: 1 }]);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('OUT_OF_SCOPE');
    const deep = await put('taluka', [{ placeId: kolwan, field: 'persons', value: 1 }]);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error[0].key).toBe('app.countForm.error.targetNotChild');
    const field = await put('taluka', [{ placeId: paud, field: 'reachedNot', value: 1 }]);
    expect(field.statusCode).toBe(400);
    expect(field.json().error[0].key).toBe('app.countForm.error.targetField');
    expect((await put('taluka', [{ placeId: paud, field: 'persons', value: -1 }])).statusCode).toBe(
      400,
    );
    expect(
      (await put('taluka', [{ placeId: paud, field: 'persons', value: 1.5 }])).statusCode,
    ).toBe(400);
    const row = (await sheet('taluka'))
      .json()
      .rows.find((r: { placeId: number }) => r.placeId === paud);
    expect(row.values).toEqual({ persons: 500 });
    expect((await sheet('nagar')).statusCode).toBe(403);
  });

  it('checks an uploaded workbook’s cells in a dry run and keeps none of them', async () => {
    const dry = { dryRun: true };
    const good = await put('taluka', [{ placeId: paud, field: 'teams', value: 12 }], mulshi, dry);
    expect(good.statusCode).toBe(200);
    const deep = await put('taluka', [{ placeId: kolwan, field: 'teams', value: 1 }], mulshi, dry);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error[0].key).toBe('app.countForm.error.targetNotChild');
    expect((await put('reader', [], mulshi, dry)).statusCode).toBe(403);
    const row = (await sheet('taluka'))
      .json()
      .rows.find((r: { placeId: number }) => r.placeId === paud);
    expect(row.values.teams).toBeUndefined();
  });

  it('keeps a target for a month not yet begun, next year’s too', async () => {
    const start = Number(year.slice(0, 4));
    const next = `${start + 1}-${String((start + 2) % 100).padStart(2, '0')}`;
    for (const y of [year, next]) {
      const res = await t.call({
        method: 'PUT',
        url: `${API}/targets`,
        as: 'taluka',
        headers: { 'x-via': 'screen' },
        payload: {
          module: 'sanghik',
          placeId: mulshi,
          year: y,
          month: 3,
          cells: [{ placeId: paud, field: 'total', value: 75 }],
        },
      });
      expect(res.statusCode).toBe(200);
      const got = await t.call({
        method: 'GET',
        url: `${API}/targets?module=sanghik&placeId=${mulshi}&year=${y}&month=3`,
        as: 'taluka',
      });
      const row = got.json().rows.find((r: { placeId: number }) => r.placeId === paud);
      expect(row.values).toEqual({ total: 75 });
    }
  });
});

import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

let t: TestApp;
let unitId = 0;
let foreignId = 0;
const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];

beforeAll(async () => {
  t = await buildTestApp();
  const kolvan = await placeId(t.db, [...MULSHI, 'पौड', 'पौड', 'कोळवण']);
  const unit = {
    localized_name: 'स्थिती शाखा',
    ekak_type_id: 1,
    ekak_sub_type_id: 4,
    start_date: '2025-04-01',
  };
  const res = await call('POST', '/sankalp/addmulti', 'upkhand', {
    location_id: kolvan,
    units: [unit],
  });
  unitId = res.json().ids[0];
  const hinjewadi = await placeId(t.db, [...MULSHI, 'हिंजवडी']);
  foreignId = (await call('POST', '/sankalp/list', 'taluka', { location_id: hinjewadi })).json()[0]
    .sankalp_id;
});
afterAll(() => t.close());

function call(method: 'POST' | 'PUT' | 'GET', url: string, as?: string, payload?: object) {
  return t.call({ method, url: `${API}${url}`, as, payload });
}
const change = (body: object, as = 'upkhand') =>
  call('PUT', '/sadyasthiti/change', as, {
    sankalp_id: unitId,
    status: 'paused',
    effective_date: '2026-01-10',
    reason: 'कार्यकर्ता बदली',
    ...body,
  });

describe('sadyasthiti', () => {
  it('changes the status and keeps every change in the history', async () => {
    expect((await change({})).statusCode).toBe(200);
    expect((await call('GET', `/sankalp/${unitId}`, 'reader')).json()).toMatchObject({
      status: 'paused',
      status_date: '2026-01-10',
    });
    const history = await call('GET', `/sadyasthiti/history/${unitId}`, 'reader');
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .map((h: { status: string; effective_date: string }) => [h.status, h.effective_date]),
    ).toEqual([
      ['paused', '2026-01-10'],
      ['active', '2025-04-01'],
    ]);
  });

  it.each([
    ['the same status again', { status: 'paused', effective_date: '2026-02-01' }],
    ['a date before the last change', { status: 'active', effective_date: '2026-01-01' }],
    ['a future date', { status: 'active', effective_date: '2999-01-01' }],
    ['an impossible date', { status: 'active', effective_date: '2026-02-31' }],
    ['a blank reason', { status: 'active', reason: '  ' }],
    ['an unknown status', { status: 'sleeping' }],
  ])('refuses %s', async (_, body) => {
    expect((await change(body)).statusCode).toBe(400);
  });

  it('refuses the read-only user, a unit of another subtree and no token', async () => {
    const reader = await change({ status: 'closed' }, 'reader');
    expect(reader.statusCode).toBe(403);
    expect(reader.json().code).toBe('WRITE_FORBIDDEN');
    expect((await change({ sankalp_id: foreignId, status: 'closed' })).statusCode).toBe(403);
    expect((await call('GET', `/sadyasthiti/history/${foreignId}`, 'upkhand')).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/sadyasthiti/history/${unitId}`)).statusCode).toBe(401);
  });
});

import { sql } from 'kysely';
import { financialYear, inputsOf, isoDate } from '../../src/domain/modules/gathering';
import { indiaToday } from '../../src/domain/dates';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * Reopening on request (issue 25, point 4): the उपखंड asks, the तालुका above grants until a day
 * or refuses; a granted period takes the save until then, on both databases.
 */
let t: TestApp;
let paud: number;
const today = indiaToday();
const monthsBack = (n: number) => {
  const d = new Date(today.getFullYear(), today.getMonth() - n, 1);
  return { year: financialYear(d), month: d.getMonth() + 1 };
};
const closed = monthsBack(4);
const alsoClosed = monthsBack(5);

const post = (url: string, as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
});
afterAll(() => t.close());

async function saveOne(period: { year: string; month: number }, via: 'save' | 'add' = 'save') {
  const sheet = (await post('/sanghik/sheet', 'upkhand', { locationId: paud, ...period })).json();
  const unit = sheet.subjects[0];
  const values = Object.fromEntries(inputsOf(unit.ekak_sub_type_id).map((f) => [f, 4]));
  if (via === 'add') {
    return post('/sanghik/add', 'upkhand', {
      locationId: paud,
      ...period,
      confirmedUnusual: true,
      upstitiDataArray: [{ sankalp_id: unit.subject_id, sanghik_upstiti: values }],
    });
  }
  return post('/sanghik/save', 'upkhand', {
    locationId: paud,
    ...period,
    confirmedUnusual: true,
    records: [{ subject_id: unit.subject_id, version: unit.version, values }],
  });
}

describe('reopening a closed month on request', () => {
  let requestId = 0;

  it('refuses the closed month, then takes the उपखंड’s request once, with a reason', async () => {
    expect((await saveOne(closed)).json().code).toBe('PERIOD_CLOSED');
    const blank = await post('/sanghik/reopen', 'upkhand', {
      locationId: paud,
      ...closed,
      reason: '  ',
    });
    expect(blank.json().error[0].key).toBe('app.periodRequest.error.reason');
    const open = await post('/sanghik/reopen', 'upkhand', {
      locationId: paud,
      ...monthsBack(0),
      reason: 'x',
    });
    expect(open.statusCode).toBe(400);
    expect(open.json().error[0].key).toBe('app.periodRequest.error.open');
    const asked = await post('/sanghik/reopen', 'upkhand', {
      locationId: paud,
      ...closed,
      reason: 'शाखेचे आकडे उशिरा मिळाले',
    });
    expect(asked.statusCode).toBe(201);
    requestId = asked.json().request_id;
    const again = await post('/sanghik/reopen', 'upkhand', {
      locationId: paud,
      ...closed,
      reason: 'पुन्हा',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error[0].key).toBe('app.periodRequest.error.waiting');
  });

  it('lets only a writer of an office above decide it', async () => {
    const grant = (as: string) => post(`/period-requests/${requestId}/grant`, as, {});
    expect((await grant('upkhand')).json().error[0].key).toBe('app.periodRequest.error.ownPlace');
    expect((await grant('nagar')).json().code).toBe('OUT_OF_SCOPE');
    expect((await grant('reader')).json().code).toBe('WRITE_FORBIDDEN');
    const listed = await t.call({ method: 'GET', url: `${API}/period-requests`, as: 'taluka' });
    expect(listed.json().requests[0]).toMatchObject({
      request_id: requestId,
      module: 'sanghik',
      status: 'pending',
      reason: 'शाखेचे आकडे उशिरा मिळाले',
    });
  });

  it('granted for 3 days, the month shows it and takes the save (the spec call too), until it ends', async () => {
    const granted = await post(`/period-requests/${requestId}/grant`, 'taluka', {});
    const until = isoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 3));
    expect(granted.json()).toEqual({ request_id: requestId, status: 'granted', until });
    const sheet = (await post('/sanghik/sheet', 'upkhand', { locationId: paud, ...closed })).json();
    expect(sheet.gate).toEqual({ status: 'reopened', until });
    expect((await saveOne(closed)).statusCode).toBe(200);
    expect((await saveOne(closed, 'add')).statusCode).toBe(200);
    expect(
      (await post(`/period-requests/${requestId}/grant`, 'taluka', {})).json().error[0].key,
    ).toBe('app.periodRequest.error.decided');
    // the grant's last day passed: closed again
    await sql`update period_request set until = current_date - 1 where request_id = ${requestId}`.execute(
      t.db.kysely,
    );
    expect((await saveOne(closed)).json().code).toBe('PERIOD_CLOSED');
  });

  it('refused with a reason, the month stays closed', async () => {
    const asked = await post('/sanghik/reopen', 'upkhand', {
      locationId: paud,
      ...alsoClosed,
      reason: 'उशीर',
    });
    const id = asked.json().request_id;
    const refused = await post(`/period-requests/${id}/refuse`, 'taluka', {
      reason: 'मुदत संपली आहे',
    });
    expect(refused.json()).toEqual({ request_id: id, status: 'refused', until: null });
    expect((await saveOne(alsoClosed)).json().code).toBe('PERIOD_CLOSED');
    const listed = await t.call({ method: 'GET', url: `${API}/period-requests`, as: 'taluka' });
    expect(
      listed.json().requests.find((r: { request_id: number }) => r.request_id === id),
    ).toMatchObject({
      status: 'refused',
      decision: 'मुदत संपली आहे',
    });
  });

  it('decides a request once when two offices above answer at the same moment', async () => {
    const asked = await post('/sanghik/reopen', 'upkhand', {
      locationId: paud,
      ...monthsBack(6),
      reason: 'दोन निर्णय',
    });
    const id = asked.json().request_id;
    const answers = await Promise.all([
      post(`/period-requests/${id}/grant`, 'taluka', {}),
      post(`/period-requests/${id}/refuse`, 'taluka', { reason: 'नाही' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().error[0].key).toBe('app.periodRequest.error.decided');
  });
});

describe('figures sent with a request (issue 25, point 4)', () => {
  it('keeps them with the request, shows them above, and saves them once granted', async () => {
    const month = monthsBack(8);
    const at = { locationId: paud, ...month };
    const sheet = (await post('/sanghik/sheet', 'upkhand', at)).json();
    const unit = sheet.subjects[0];
    const values = Object.fromEntries(inputsOf(unit.ekak_sub_type_id).map((f) => [f, 6]));
    const records = [{ subject_id: unit.subject_id, version: unit.version, values }];
    const asked = await post('/sanghik/reopen', 'upkhand', {
      ...at,
      reason: 'आकडे सोबत पाठवले आहेत',
      records,
      confirmedUnusual: true,
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().request_id;
    const listed = await t.call({ method: 'GET', url: `${API}/period-requests`, as: 'taluka' });
    expect(
      listed.json().requests.find((r: { request_id: number }) => r.request_id === id),
    ).toMatchObject({ figure_records: 1 });
    await post(`/period-requests/${id}/grant`, 'taluka', {});
    const reopened = (await post('/sanghik/sheet', 'upkhand', at)).json();
    expect(reopened.request).toMatchObject({
      status: 'granted',
      figures: { records, confirmedUnusual: true },
    });
    const saved = await post('/sanghik/save', 'upkhand', {
      ...at,
      ...reopened.request.figures,
    });
    expect(saved.statusCode).toBe(200);
    const after = (await post('/sanghik/sheet', 'upkhand', at)).json();
    expect(after.subjects[0].values).toMatchObject(values);
  });
});

/**
 * Issue 44, point 7: a request is about a form, and an office that may not use the form (the भाग
 * and उत्सव नोंदणी, for offices of levels 6 and 7) neither lists nor decides it.
 */
describe('requests scoped by the form’s own access rules', () => {
  const ask = async (module: string, locationId: number) => {
    const { rows } = await sql<{ request_id: number }>`
      insert into period_request (module, location_id, year, part, reason)
      values (${module}, ${locationId}, ${financialYear(today)}, '1', 'चाचणी')
      returning request_id`.execute(t.db.kysely);
    return rows[0]!.request_id;
  };
  const listed = async (as: string) =>
    (await t.call({ method: 'GET', url: `${API}/period-requests`, as }))
      .json()
      .requests.map((r: { request_id: number }) => r.request_id);

  it('the भाग office neither lists nor grants a festival form’s request; a gathering one it does', async () => {
    const kasba = await placeId(t.db, ['पुणे', 'पुणे', 'कसबा']);
    const festival = await ask('utsav', kasba);
    const gathering = await ask('sanghik', kasba);
    expect(await listed('bhag')).not.toContain(festival);
    expect(await listed('bhag')).toContain(gathering);
    const grant = (id: number) => post(`/period-requests/${id}/grant`, 'bhag', { days: 2 });
    const refused = await grant(festival);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('LEVEL_FORBIDDEN');
    expect((await grant(gathering)).statusCode).toBe(200);
    const { rows } = await sql<{ status: string }>`
      select status from period_request where request_id = ${festival}`.execute(t.db.kysely);
    expect(rows[0]!.status).toBe('pending');
  });
});

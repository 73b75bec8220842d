import { API, buildTestApp, type TestApp } from './support/testApp';
import { calls, ids as placeIds, row } from './support/volunteerRows';

let t: TestApp;
let api: ReturnType<typeof calls>;
let at: Awaited<ReturnType<typeof placeIds>>;

const duplicates = (as: string | undefined, payload: object) =>
  t.call({ method: 'POST', url: `${API}/swayamsevak/duplicates`, as, payload });

const IN_PAUD = { firstName: 'दुहेरीराम', surname: 'तपासे', mobile: '9000000001' };
const IN_MAAN = { firstName: 'दुहेरीशाम', surname: 'तपासे', mobile: '9000000002' };

async function idOf(as: string, locationId: number, firstName: string): Promise<number> {
  const list: { id: number }[] = (
    await api.list(as, { location_id: locationId, q: firstName, page: 1, perPage: 10 })
  ).json();
  return list[0]!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t);
  at = await placeIds(t);
  const add = async (as: string, location_id: number, person: Record<string, unknown>) =>
    expect(
      (await api.add(as, { selectedLocation: location_id, swayamsevaks: [row(person)] }))
        .statusCode,
    ).toBe(200);
  await add('upkhand', at.kolwan, IN_PAUD);
  await add('taluka', at.maan, IN_MAAN);
});
afterAll(() => t.close());

describe('POST /swayamsevak/duplicates', () => {
  it('finds a live volunteer with the same names and mobile in the caller’s area', async () => {
    const res = await duplicates('reader', {
      ...IN_PAUD,
      firstName: ' दुहेरीराम ',
      mobile: '९००००००००१',
    });
    expect(res.statusCode).toBe(200);
    const id = await idOf('upkhand', at.kolwan, IN_PAUD.firstName);
    expect(res.json()).toEqual([
      {
        id,
        firstName: IN_PAUD.firstName,
        surname: IN_PAUD.surname,
        mobile: 9000000001,
        location: 'कोळवण',
        location_id: at.kolwan,
      },
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await duplicates('upkhand', { ...IN_PAUD, mobile: '9000000009' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const other = await duplicates('upkhand', { ...IN_PAUD, surname: 'वेगळे' });
    expect(other.json()).toEqual([]);
  });

  it('does not see volunteers outside the caller’s area', async () => {
    expect((await duplicates('upkhand', IN_MAAN)).json()).toEqual([]);
    const fromTaluka: { location_id: number }[] = (await duplicates('taluka', IN_MAAN)).json();
    expect(fromTaluka.map((d) => d.location_id)).toEqual([at.maan]);
  });

  it('leaves out the record being edited', async () => {
    const id = await idOf('upkhand', at.kolwan, IN_PAUD.firstName);
    const res = await duplicates('upkhand', { ...IN_PAUD, excludeId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 400 for a missing field and 401 without a token', async () => {
    const bad = await duplicates('upkhand', { firstName: 'अमित', mobile: '9000000001' });
    expect(bad.statusCode).toBe(400);
    expect((await duplicates(undefined, IN_PAUD)).statusCode).toBe(401);
  });
});

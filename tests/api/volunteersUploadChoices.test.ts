import { buildTestApp, type TestApp } from './support/testApp';
import { calls, ids as placeIds, row } from './support/volunteerRows';

let t: TestApp;
let api: ReturnType<typeof calls>;
let at: Awaited<ReturnType<typeof placeIds>>;
beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t);
  at = await placeIds(t);
});
afterAll(() => t.close());

interface Listed {
  firstName: string;
  mobile: number;
  phone: string | null;
}
const listed = async (): Promise<Listed[]> =>
  (await api.list('upkhand', { location_id: at.kolwan, perPage: 1000 })).json();

/** A sheet as office staff type it: spaced and +91 mobiles, a landline, two real mistakes. */
const sheet = (tag: string) => [
  row({ firstName: `${tag}एक`, mobile: '98220 12346', phone: '020-2553 1234' }),
  row({ firstName: `${tag}दोन`, mobile: '98220 1234' }), // 9 digits
  row({ firstName: `${tag}तीन`, mobile: '+91 9822012347' }),
  row({ firstName: '', mobile: '9822012348' }), // no first name
];

describe('POST /swayamsevak/add/check (the dry run)', () => {
  it('names every bad row and the register duplicates, and stores nothing', async () => {
    const existing = row({ firstName: 'आधीचा', mobile: '9822099999' });
    expect(
      (await api.add('upkhand', { selectedLocation: at.kolwan, swayamsevaks: [existing] }))
        .statusCode,
    ).toBe(200);
    const before = (await listed()).length;

    const rows = [...sheet('चाचणी'), row({ firstName: ' आधीचा ', mobile: '+91 98220 99999' })];
    const res = await api.check('upkhand', { selectedLocation: at.kolwan, swayamsevaks: rows });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 5, valid: 3 });
    expect(body.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'mobile'],
      [5, 'firstName'],
    ]);
    expect(body.errors[0].message).toBe('"मोबाईल" १० अंकी संख्या असावी');
    expect(body.duplicates).toEqual([
      expect.objectContaining({
        row: 6,
        firstName: 'आधीचा',
        mobile: 9822099999,
        location: 'कोळवण',
      }),
    ]);
    expect((await listed()).length).toBe(before);
  });

  it('is refused outside the caller’s area and to a reader', async () => {
    const payload = { selectedLocation: at.maan, swayamsevaks: [row()] };
    expect((await api.check('upkhand', payload)).statusCode).toBe(403);
    expect(
      (await api.check('reader', { ...payload, selectedLocation: at.kolwan })).statusCode,
    ).toBe(403);
  });
});

describe('POST /swayamsevak/add with onlyValid', () => {
  it('stores exactly the valid rows, with bare 10-digit mobiles, and names the rest', async () => {
    const before = await listed();
    const res = await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: sheet('योग्य'),
      onlyValid: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Users added successfully.', count: 2, skipped: [3, 5] });
    const after = await listed();
    expect(after.length).toBe(before.length + 2);
    const added = after.filter((v) => v.firstName.startsWith('योग्य'));
    expect(added.map((v) => [v.firstName, v.mobile, v.phone]).sort()).toEqual([
      ['योग्यएक', 9822012346, '02025531234'],
      ['योग्यतीन', 9822012347, null],
    ]);
  });

  it('stays all or none without it, and refuses a sheet with no valid row', async () => {
    const before = (await listed()).length;
    const all = await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: sheet('सर्व'),
    });
    expect(all.statusCode).toBe(400);
    const none = await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: [row({ firstName: '' }), row({ mobile: 'x' })],
      onlyValid: true,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.map((e: { row: number }) => e.row)).toEqual([2, 3]);
    expect((await listed()).length).toBe(before);
  });
});

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

const count = async (locationId: number) =>
  (await api.list('upkhand', { location_id: locationId })).json().length as number;

describe('POST /swayamsevak/add', () => {
  it('stores every row at a village, normalised, newest first in the list', async () => {
    const before = await count(at.kolwan);
    const res = await api.add('upkhand', {
      selectedLocation: { location_id: at.kolwan, level_id: 10 },
      swayamsevaks: [
        row({ firstName: 'पहिला', mobile: '९८७६५४३२१०', bloodGroup: 'Z' }),
        row({ firstName: 'दुसरा', responsibilityLevel: 'उप खंड', isDuchaki: 'होय' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Users added successfully.', count: 2 });
    const list = (await api.list('upkhand', { location_id: at.kolwan })).json();
    expect(list).toHaveLength(before + 2);
    const second = list.find((v: { firstName: string }) => v.firstName === 'दुसरा');
    expect(second).toMatchObject({
      location_id: at.kolwan,
      level: 10,
      location: 'कोळवण',
      responsibilityLevel: 'उपखंड',
      isDuchaki: true,
      isCap: false,
      pinCode: 412108,
      dateOfBirth: '15-08-1990',
    });
    expect(list.find((v: { firstName: string }) => v.firstName === 'पहिला')).toMatchObject({
      mobile: 9876543210,
      bloodGroup: 'माहित नाही',
    });
    const history = (await api.history('upkhand', second.id)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ firstName: 'दुसरा', location_id: at.kolwan });
  });

  it('keeps quotes, backslashes, braces and line breaks as typed', async () => {
    const address = 'घर "१२", {गल्ली} \\ मागे,\nपुणे';
    const res = await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: [row({ firstName: 'चिन्हे', address }), row({ firstName: 'NULL', phone: '' })],
    });
    expect(res.statusCode).toBe(200);
    const list = (await api.list('upkhand', { location_id: at.kolwan })).json();
    expect(list.find((v: { firstName: string }) => v.firstName === 'चिन्हे').address).toBe(
      address.replace('१२', '12'),
    );
    expect(list.find((v: { firstName: string }) => v.firstName === 'NULL').phone).toBeNull();
  });

  it('accepts a bare place id and one dialog row (form mode: no e-mail needed)', async () => {
    const res = await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: [row({ firstName: 'तिसरा', email: '' })],
    });
    expect(res.statusCode).toBe(200);
  });

  // issue 44, point 10: the organisation's clients send the list's own rows back
  it('takes the list’s own rows back through /add and /update (id, level, location ignored)', async () => {
    await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: [row({ firstName: 'परत पाठवलेला', email: '' })],
    });
    const listed = (await api.list('upkhand', { location_id: at.kolwan }))
      .json()
      .find((v: { firstName: string }) => v.firstName === 'परत पाठवलेला');
    expect(listed).toMatchObject({ id: expect.any(Number), level: 10, location_id: at.kolwan });
    const before = await count(at.paudMandal);
    const copy = await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: [{ ...listed, firstName: 'प्रत' }],
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.json()).toMatchObject({ count: 1 });
    const copies = (await api.list('upkhand', { location_id: at.kolwan }))
      .json()
      .filter((v: { firstName: string }) => v.firstName === 'प्रत');
    expect(copies).toHaveLength(1);
    expect(copies[0].id).not.toBe(listed.id);
    expect(copies[0]).toMatchObject({ location_id: at.kolwan, mobile: listed.mobile });
    expect(await count(at.paudMandal)).toBe(before + 1);
    const updated = await api.update('upkhand', [{ ...listed, firstName: 'बदललेला' }]);
    expect(updated.statusCode).toBe(200);
  });

  // issue 44, point 12: a yes/no question may stay unanswered, kept and answered as null
  it('keeps a yes/no question left blank as not answered (null), होय / नाही as true / false', async () => {
    const res = await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: [row({ firstName: 'अनुत्तरित', isCap: '', isPatta: 'नाही', isDuchaki: 'होय' })],
    });
    expect(res.statusCode).toBe(200);
    const listed = (await api.list('upkhand', { location_id: at.kolwan }))
      .json()
      .find((v: { firstName: string }) => v.firstName === 'अनुत्तरित');
    expect(listed).toMatchObject({ isCap: null, isPatta: false, isDuchaki: true });
    const answered = await api.update('upkhand', [{ ...listed, isCap: true, isPatta: null }]);
    expect(answered.statusCode).toBe(200);
    const again = (await api.list('upkhand', { location_id: at.kolwan }))
      .json()
      .find((v: { id: number }) => v.id === listed.id);
    expect(again).toMatchObject({ isCap: true, isPatta: null, isDuchaki: true });
  });

  it('names each bad row (index + 2) and stores nothing', async () => {
    const before = await count(at.kolwan);
    const res = await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: [row(), row({ mobile: '12345', surname: '' }), row(), row({ email: '' })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'submision failed',
      code: 'VALIDATION',
      error: [
        {
          row: 3,
          message: '"आडनाव" आवश्यक आहे',
          key: 'app.volunteer.validation.mandatory',
          field: 'surname',
        },
        {
          row: 3,
          message: '"मोबाईल" १० अंकी संख्या असावी',
          key: 'app.volunteer.validation.tenDigits',
          field: 'mobile',
        },
        {
          row: 5,
          message: '"ई-मेल" आवश्यक आहे',
          key: 'app.volunteer.validation.mandatory',
          field: 'email',
        },
      ],
    });
    expect(await count(at.kolwan)).toBe(before);
  });

  it('requires the blood group in form mode', async () => {
    const res = await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: [row({ bloodGroup: '' })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([
      expect.objectContaining({ row: 2, message: '"रक्तगट" निवड आवश्यक आहे' }),
    ]);
  });

  it('refuses a place that is not a village or settlement', async () => {
    const res = await api.add('upkhand', {
      selectedLocation: at.paudMandal,
      swayamsevaks: [row()],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Swayamsevak can only be entered at village/settlement level',
      code: 'VALIDATION',
    });
  });

  it('refuses an empty list', async () => {
    const res = await api.add('upkhand', { selectedLocation: at.kolwan, swayamsevaks: [] });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a token, 403 out of scope or read-only, and stores nothing', async () => {
    const before = await count(at.kolwan);
    const payload = { selectedLocation: at.kolwan, swayamsevaks: [row()] };
    expect((await api.add(undefined, payload)).statusCode).toBe(401);
    const reader = await api.add('reader', payload);
    expect(reader.statusCode).toBe(403);
    expect(reader.json().code).toBe('WRITE_FORBIDDEN');
    const outside = await api.add('upkhand', { ...payload, selectedLocation: at.maan });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('OUT_OF_SCOPE');
    expect(await count(at.kolwan)).toBe(before);
  });

  it('stores a large upload in one go (multi-row chunks), each row with its snapshot', async () => {
    const before = await count(at.kolwan);
    const rows = Array.from({ length: 2505 }, (_, i) => row({ firstName: `ब${i}` }));
    const res = await api.add('upkhand', { selectedLocation: at.kolwan, swayamsevaks: rows });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2505);
    const listed = await api.list('upkhand', { location_id: at.kolwan });
    expect(listed.headers['x-total-count']).toBe(String(before + 2505));
    const found = await api.list('upkhand', { location_id: at.kolwan, q: 'ब2504' });
    const last = found.json().find((v: { firstName: string }) => v.firstName === 'ब2504');
    expect((await api.history('upkhand', last.id)).json()).toEqual([
      expect.objectContaining({ firstName: 'ब2504', location_id: at.kolwan }),
    ]);
  });

  // issue 44, point 15: an upload of 1 000 rows or more is checked and built in a worker thread
  it('stores the rows of a large upload exactly as it stores them sent alone', async () => {
    const varied = (tag: string) => [
      row({ firstName: `${tag}अ`, mobile: '९८७६५४३२१०', bloodGroup: 'Z', isCap: '' }),
      row({ firstName: `${tag}आ`, responsibilityLevel: 'उप खंड', isDuchaki: 'होय', phone: '' }),
      row({
        firstName: `${tag}इ`,
        // COPY's text escapes (PostgreSQL): a tab, a line break either way, a backslash, \N
        address: 'घर "१२",\t{गल्ली} \\ मागे,\r\nपुणे \\N',
        dateOfBirth: '1-2-1980',
      }),
      row({ firstName: `${tag}ई`, pinCode: '४११०३८', isPledge: 'नाही', specialSkills: ' गायन ' }),
    ];
    const filler = Array.from({ length: 1200 }, (_, i) => row({ firstName: `भरणा${i}` }));
    const alone = await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: varied('एकटा'),
    });
    const large = await api.add('upkhand', {
      selectedLocation: at.kolwan,
      swayamsevaks: [...filler.slice(0, 600), ...varied('मोठा'), ...filler.slice(600)],
    });
    expect([alone.statusCode, large.statusCode]).toEqual([200, 200]);
    expect(large.json().count).toBe(1204);
    const listed = (await api.list('upkhand', { location_id: at.kolwan })).json();
    const stored = (tag: string) =>
      ['अ', 'आ', 'इ', 'ई'].map((n) => {
        const found = listed.find((v: { firstName: string }) => v.firstName === `${tag}${n}`);
        const { id, firstName, createdAt, updatedAt, ...values } = found;
        expect([id, firstName, createdAt, updatedAt]).not.toContain(undefined);
        return values;
      });
    expect(stored('मोठा')).toEqual(stored('एकटा'));
    expect(stored('मोठा')[2]).toMatchObject({
      dateOfBirth: '01-02-1980',
      address: 'घर "12",\t{गल्ली} \\ मागे,\r\nपुणे \\N',
    });
    // and each with one snapshot, the same but for the record's id and time
    const snapshots = (tag: string) =>
      Promise.all(
        ['अ', 'आ', 'इ', 'ई'].map(async (n) => {
          const found = listed.find((v: { firstName: string }) => v.firstName === `${tag}${n}`);
          const kept = (await api.history('upkhand', found.id)).json();
          expect(kept).toHaveLength(1);
          const { createdAt, firstName, ...values } = kept[0];
          expect([createdAt, firstName]).toEqual([expect.any(String), `${tag}${n}`]);
          return values;
        }),
      );
    expect(await snapshots('मोठा')).toEqual(await snapshots('एकटा'));
  });

  it('stores two large uploads sent at once each at its own place, whole', async () => {
    const names = (tag: string) =>
      Array.from({ length: 1100 }, (_, i) => row({ firstName: `${tag}${i}` }));
    const [kolwan, maan] = await Promise.all([
      api.add('upkhand', { selectedLocation: at.kolwan, swayamsevaks: names('एकाचवेळीक') }),
      api.add('admin', { selectedLocation: at.maan, swayamsevaks: names('एकाचवेळीम') }),
    ]);
    expect([kolwan.json().count, maan.json().count]).toEqual([1100, 1100]);
    const firstNames = async (place: number) =>
      ((await api.list('admin', { location_id: place })).json() as { firstName: string }[])
        .map((v) => v.firstName)
        .filter((name) => name.startsWith('एकाचवेळी'));
    const [atKolwan, atMaan] = [await firstNames(at.kolwan), await firstNames(at.maan)];
    expect(atKolwan).toHaveLength(1100);
    expect(atKolwan.every((name) => name.startsWith('एकाचवेळीक'))).toBe(true);
    expect(atMaan).toHaveLength(1100);
    expect(atMaan.every((name) => name.startsWith('एकाचवेळीम'))).toBe(true);
  });

  it('names bad rows of any part of a large upload, and keeps none of its good rows', async () => {
    const before = await count(at.kolwan);
    const upload = (bad: number[]) =>
      Array.from({ length: 4500 }, (_, i) =>
        row({ mobile: bad.includes(i) ? '12' : '9876543210' }),
      );
    for (const bad of [[4400], [10, 4400]]) {
      const res = await api.add('upkhand', {
        selectedLocation: at.kolwan,
        swayamsevaks: upload(bad),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.map((e: { row: number }) => e.row)).toEqual(bad.map((i) => i + 2));
    }
    expect(await count(at.kolwan)).toBe(before);
  });
});

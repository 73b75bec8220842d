import { API, buildTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (path: string, as?: string) => t.call({ method: 'GET', url: `${API}${path}`, as });
type Item = { id: number; localized_name: string } & Record<string, unknown>;

describe('GET /metadata/*', () => {
  it('gives the occupation tree: VyavasayKshetras, then vyavasay_tapshils', async () => {
    const res = await get('/metadata/alltree', 'reader');
    expect(res.statusCode).toBe(200);
    const tree: Item[] = res.json();
    expect(tree.map((o) => o.localized_name)).toEqual([
      'शेती',
      'नोकरी',
      'व्यवसाय',
      'विद्यार्थी',
      'निवृत्त',
      'गृहिणी',
      'इतर',
    ]);
    const sheti = tree[0];
    expect(sheti.id).toEqual(expect.any(Number));
    const areas = sheti.VyavasayKshetras as Item[];
    expect(areas.map((a) => a.localized_name)).toEqual(['स्वतःची शेती', 'शेतमजूर', 'पशुपालन']);
    expect((areas[0].vyavasay_tapshils as Item[]).map((d) => d.localized_name)).toContain(
      'बागायती',
    );
    expect(areas[1].vyavasay_tapshils).toEqual([]);
    expect(tree[4]).toEqual({
      id: expect.any(Number),
      localized_name: 'निवृत्त',
      VyavasayKshetras: [],
    });
  });

  it('gives categories with khateData', async () => {
    const tree: Item[] = (await get('/metadata/shreni/khate/tree', 'upkhand')).json();
    const shakha = tree.find((c) => c.localized_name === 'शाखा कार्यकर्ता')!;
    expect((shakha.khateData as Item[]).map((a) => a.localized_name)).toEqual([
      'मुख्य शिक्षक',
      'शिक्षक',
      'गटनायक',
    ]);
    expect(tree[0]).toEqual({ id: expect.any(Number), localized_name: 'स्वयंसेवक', khateData: [] });
  });

  it('gives responsibility levels with dayitvaData', async () => {
    const tree: Item[] = (await get('/metadata/dayitva_star/dayitva/tree', 'admin')).json();
    expect(tree.map((l) => l.localized_name)).toContain('उपखंड');
    const upkhand = tree.find((l) => l.localized_name === 'उपखंड')!;
    expect(upkhand.dayitvaData).toEqual(
      expect.arrayContaining([{ id: expect.any(Number), localized_name: 'कार्यवाह' }]),
    );
  });

  it('gives the sangh training options and the blood groups', async () => {
    const trainings: Item[] = (await get('/metadata/sangh_shikshan', 'reader')).json();
    expect(trainings.map((x) => x.localized_name)).toEqual([
      'प्राथमिक शिक्षा वर्ग',
      'संघ शिक्षा वर्ग प्रथम वर्ष',
      'संघ शिक्षा वर्ग द्वितीय वर्ष',
      'संघ शिक्षा वर्ग तृतीय वर्ष',
      'कोणतेही नाही',
    ]);
    const groups: Item[] = (await get('/metadata/blood_groups', 'reader')).json();
    expect(groups.map((x) => x.localized_name)).toEqual([
      'A+',
      'B+',
      'AB+',
      'O+',
      'A-',
      'B-',
      'AB-',
      'O-',
      'माहित नाही',
    ]);
  });

  it.each([
    '/metadata/alltree',
    '/metadata/shreni/khate/tree',
    '/metadata/dayitva_star/dayitva/tree',
    '/metadata/sangh_shikshan',
    '/metadata/blood_groups',
  ])('answers 401 without a token: %s', async (path) => {
    const res = await get(path);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers 403 to a user not approved yet', async () => {
    expect((await get('/metadata/alltree', 'pending')).statusCode).toBe(403);
  });
});

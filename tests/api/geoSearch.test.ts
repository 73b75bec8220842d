import type { GeoNode, PlaceSearchHit } from '../../src/domain/geo';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const search = (as: string | undefined, payload: unknown) =>
  t.call({ method: 'POST', url: `${API}/geo/search`, as, payload: payload as object });

const hitsOf = async (as: string, payload: object): Promise<PlaceSearchHit[]> => {
  const res = await search(as, payload);
  expect(res.statusCode).toBe(200);
  return res.json();
};

const label = (h: PlaceSearchHit) => `${h.localized_name} ${h.name_suffix}`;

describe('POST /geo/search', () => {
  it('finds places by part of their name, with the ancestors below the caller', async () => {
    const hits = await hitsOf('taluka', { q: 'पौड' });
    expect(hits.map((h) => [label(h), h.level_id, h.ancestors])).toEqual([
      ['पौड उपखंड', 8, ['मुळशी तालुका']],
      ['पौड मंडल', 9, ['मुळशी तालुका', 'पौड उपखंड']],
      ['पौड गाव', 10, ['मुळशी तालुका', 'पौड उपखंड', 'पौड मंडल']],
    ]);
    const paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
    expect(hits[0]).toEqual({
      location_id: paud,
      level_id: 8,
      localized_name: 'पौड',
      name_suffix: 'उपखंड',
      ancestors: ['मुळशी तालुका'],
    });
  });

  it('matches inside names and orders by level, then name', async () => {
    const hits = await hitsOf('jilha', { q: 'वडी' });
    expect(hits.map(label)).toEqual(['हिंजवडी उपखंड', 'हिंजवडी मंडल', 'हिंजवडी गाव']);
    const peths = await hitsOf('admin', { q: 'पेठ' });
    expect(peths.map(label)).toEqual([
      'व्यापारी पेठ उपखंड नगर',
      'शनिवार पेठ उपखंड नगर',
      'शिवाजी पेठ उपखंड नगर',
      'सदाशिव पेठ उपखंड नगर',
    ]);
    expect(peths[0].ancestors).toEqual([
      'पश्चिम महाराष्ट्र प्रांत',
      'कोल्हापूर विभाग',
      'कोल्हापूर भाग',
      'शाहूपुरी नगर',
    ]);
  });

  it("starts the ancestors at the caller's own place for the admin", async () => {
    const hits = await hitsOf('admin', { q: 'पुणे' });
    expect(hits.map((h) => [label(h), h.ancestors])).toEqual([
      ['पुणे विभाग', ['पश्चिम महाराष्ट्र प्रांत']],
      ['पश्चिम पुणे ग्रामीण जिल्हा', ['पश्चिम महाराष्ट्र प्रांत', 'पुणे विभाग']],
      ['पुणे भाग', ['पश्चिम महाराष्ट्र प्रांत', 'पुणे विभाग']],
    ]);
  });

  it("never returns places outside the caller's subtree", async () => {
    expect(await hitsOf('upkhand', { q: 'हिंजवडी' })).toEqual([]);
    expect(await hitsOf('nagar', { q: 'पुणे' })).toEqual([]);

    const paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
    const treeRes = await t.call({
      method: 'POST',
      url: `${API}/geo/tree/location`,
      as: 'upkhand',
      payload: { locationId: paud },
    });
    const inScope = new Set<number>();
    const collect = (n: GeoNode) => {
      inScope.add(n.location_id);
      n.children?.forEach(collect);
    };
    collect(treeRes.json());
    for (const q of ['प', 'क', 'ा', 'ो']) {
      const hits = await hitsOf('upkhand', { q, limit: 50 });
      expect(hits.length).toBeGreaterThan(0);
      hits.forEach((h) => expect(inScope.has(h.location_id)).toBe(true));
    }
  });

  it('honours the limit and treats LIKE wildcards as plain text', async () => {
    expect(await hitsOf('admin', { q: 'ा', limit: 2 })).toHaveLength(2);
    expect((await hitsOf('admin', { q: 'ा' })).length).toBe(20);
    expect(await hitsOf('admin', { q: '%' })).toEqual([]);
    expect(await hitsOf('admin', { q: '_' })).toEqual([]);
  });

  it.each([
    ['no q', {}],
    ['an empty q', { q: '' }],
    ['a blank q', { q: '   ' }],
    ['a q of 101 characters', { q: 'क'.repeat(101) }],
    ['limit 0', { q: 'पौड', limit: 0 }],
    ['limit 51', { q: 'पौड', limit: 51 }],
  ])('answers 400 VALIDATION for %s', async (_c, payload) => {
    const res = await search('admin', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('answers 401 without a token', async () => {
    expect((await search(undefined, { q: 'पौड' })).statusCode).toBe(401);
  });
});

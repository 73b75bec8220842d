import type { GeoNode } from '../../src/domain/geo';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  const mulshi = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];
  ids.root = await placeId(t.db, []);
  ids.mulshi = await placeId(t.db, mulshi);
  ids.paud = await placeId(t.db, [...mulshi, 'पौड']);
  ids.hinjewadi = await placeId(t.db, [...mulshi, 'हिंजवडी']);
  ids.paudGaon = await placeId(t.db, [...mulshi, 'पौड', 'पौड', 'पौड']);
});
afterAll(() => t.close());

const tree = (as: string | undefined, payload: unknown) =>
  t.call({ method: 'POST', url: `${API}/geo/tree/location`, as, payload: payload as object });

const names = (nodes: GeoNode[] | undefined) => nodes?.map((n) => n.localized_name);
const walk = (node: GeoNode): GeoNode[] => [node, ...(node.children ?? []).flatMap(walk)];
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('POST /geo/tree/location', () => {
  it("gives the upkhand user's whole subtree when depth is omitted", async () => {
    const res = await tree('upkhand', { locationId: ids.paud });
    expect(res.statusCode).toBe(200);
    const root: GeoNode = res.json();
    expect(root).toMatchObject({
      location_id: ids.paud,
      level_id: 8,
      level: { level_id: 8 },
      localized_name: 'पौड',
      name_suffix: 'उपखंड',
      parent_id: ids.mulshi,
      child_count: 2,
    });
    expect(names(root.children)).toEqual(['पौड', 'माले']);
    expect(root.children!.map((c) => [c.name_suffix, c.child_count])).toEqual([
      ['मंडल', 3],
      ['मंडल', 3],
    ]);
    expect(names(root.children![0].children)).toEqual(['आंबवणे', 'कोळवण', 'पौड']);
    expect(names(root.children![1].children)).toEqual(['कोळावडे', 'माले', 'मुठा']);
    const gaons = root.children!.flatMap((c) => c.children!);
    gaons.forEach((g) => {
      expect(g).toMatchObject({ level_id: 10, name_suffix: 'गाव', child_count: 0, children: [] });
    });
    expect(walk(root)).toHaveLength(9);
  });

  it('sends the node alone for depth 0, with its child count', async () => {
    const res = await tree('upkhand', { locationId: ids.paud, depth: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      location_id: ids.paud,
      level_id: 8,
      level: { level_id: 8 },
      localized_name: 'पौड',
      name_suffix: 'उपखंड',
      parent_id: ids.mulshi,
      child_count: 2,
    });
  });

  it('stops after `depth` levels, leaving child counts on the last one', async () => {
    const res = await tree('taluka', { locationId: ids.mulshi, depth: 2 });
    const root: GeoNode = res.json();
    expect(names(root.children)).toEqual(['पौड', 'बावधन', 'हिंजवडी']);
    expect(root.children!.map((c) => c.name_suffix)).toEqual(['उपखंड', 'उपखंड नगर', 'उपखंड']);
    const grandchildren = root.children!.flatMap((c) => c.children!);
    expect(grandchildren).toHaveLength(7);
    grandchildren.forEach((g) => expect(g).not.toHaveProperty('children'));
    expect(grandchildren.map((g) => g.child_count)).toEqual([3, 3, 0, 0, 0, 3, 3]);
  });

  it('gives a leaf with no children', async () => {
    const res = await tree('upkhand', { locationId: ids.paudGaon, depth: 3 });
    expect(res.json()).toMatchObject({ level_id: 10, child_count: 0, children: [] });
  });

  it('gives the admin the whole tree, every child list in name order', async () => {
    const res = await tree('admin', { locationId: ids.root });
    const nodes = walk(res.json());
    expect(nodes).toHaveLength(135);
    for (const node of nodes) {
      expect(node.children).toHaveLength(node.child_count);
      node.children!.forEach((child) => expect(child.parent_id).toBe(node.location_id));
      const childNames = names(node.children)!;
      expect(childNames).toEqual([...childNames].sort(byCodePoint));
    }
  });

  it('lets a read-only user read the tree of their place', async () => {
    expect((await tree('reader', { locationId: ids.paud, depth: 1 })).statusCode).toBe(200);
  });

  it.each([
    ['the root', 'root'],
    ['a sibling उपखंड', 'hinjewadi'],
    ['its own parent', 'mulshi'],
  ])('answers 403 OUT_OF_SCOPE when the upkhand user asks for %s', async (_c, key) => {
    const res = await tree('upkhand', { locationId: ids[key] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'OUT_OF_SCOPE' });
  });

  it('answers 404 NOT_FOUND for a place that does not exist', async () => {
    const res = await tree('admin', { locationId: 999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each([
    ['no locationId', {}, 'locationId'],
    ['a non-numeric locationId', { locationId: 'पौड' }, 'locationId'],
    ['a fractional locationId', { locationId: 1.5 }, 'locationId'],
    ['a negative depth', { locationId: 1, depth: -1 }, 'depth'],
    ['no body at all', undefined, 'body'],
  ])('answers 400 VALIDATION for %s', async (_c, payload, field) => {
    const res = await tree('admin', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().message).toContain(field);
  });

  it('answers 401 without a token', async () => {
    const res = await tree(undefined, { locationId: ids.paud });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

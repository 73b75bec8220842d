import type { DataProvider } from 'react-admin';
import { sortAndPage } from '../../src/dataProvider/clientPaging';
import { dispatchByResource } from '../../src/dataProvider/dispatch';

const answering = (who: string) =>
  new Proxy({} as DataProvider, {
    get: (_t, method) => async (resource: string) => ({
      data: [`${who} ${String(method)} ${resource}`],
    }),
  });

describe('the data provider dispatches by resource', () => {
  const provider = dispatchByResource(
    { sankalp: { getList: async () => ({ data: ['own list'] as never[], total: 1 }) } },
    answering('rest'),
  );
  it.each([
    ['getList', 'sankalp', 'own list'],
    ['getOne', 'sankalp', 'rest getOne sankalp'],
    ['getList', 'yashogatha', 'rest getList yashogatha'],
    ['deleteMany', 'seva-vasti', 'rest deleteMany seva-vasti'],
  ] as const)('%s of %s → %s', async (method, resource, answer) => {
    const call = provider[method] as (r: string, p: object) => Promise<{ data: unknown[] }>;
    expect((await call(resource, {})).data).toEqual([answer]);
  });
});

describe('rows answered whole are sorted and paged in the browser', () => {
  const rows = [
    { id: 3, name: 'ब' },
    { id: 1, name: 'क' },
    { id: 2, name: 'अ' },
  ];
  const ids = (sort: { field: string; order: 'ASC' | 'DESC' }, keep?: string, perPage = 10) =>
    sortAndPage(rows, { sort, pagination: { page: 1, perPage }, filter: {} }, keep).map(
      (r) => r.id,
    );
  it.each([
    [{ field: 'id', order: 'ASC' as const }, undefined, 10, [1, 2, 3]],
    [{ field: 'id', order: 'DESC' as const }, undefined, 2, [3, 2]],
    [{ field: 'name', order: 'ASC' as const }, undefined, 10, [2, 1, 3]],
    [{ field: 'id', order: 'ASC' as const }, 'id', 10, [3, 1, 2]],
  ])('%j (server order kept for %s, %i a page) → %j', (sort, keep, perPage, expected) =>
    expect(ids(sort, keep, perPage)).toEqual(expected),
  );
});

import { describe, expect, it } from 'vitest';
import { matchesUserFilter } from '../../src/dataProvider/users';
import { fakeApi, userOf } from './usersHarness';

const USERS = [
  userOf(1, {
    name: 'प्रशासक',
    admin: true,
    karyalay_pramukh: true,
    level_id: 1,
    location_path: '/1/',
  }),
  userOf(2, { name: 'वाचक', writeallowed: false, location_path: '/1/2/4/6/9/' }),
  userOf(3, { name: 'संपादक', level_id: 7, location_path: '/1/2/3/7/' }),
];
const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };

describe('the user resource of the data provider', () => {
  it('asks /user/list/{status} for the page, with the level, place subtree, role and text', async () => {
    const { dataProvider, calls } = fakeApi({
      'GET /user/list/all': USERS,
      'GET /user/list/inactive': [],
    });
    const ids = async (filter: object) =>
      (await dataProvider.getList('user', { ...page, filter })).data.map((u) => u.id);
    expect(await ids({})).toEqual([1, 2, 3]);
    expect(await ids({ level_id: 7 })).toEqual([3]);
    expect(await ids({ location_id: 4 })).toEqual([2]);
    expect(await ids({ location_id: 1 })).toEqual([1, 2, 3]);
    expect(await ids({ role: 'reader' })).toEqual([2]);
    expect(await ids({ role: 'karyalay_pramukh' })).toEqual([1]);
    expect(await ids({ q: 'संपा' })).toEqual([3]);
    expect(await ids({ status: 'inactive' })).toEqual([]);
    expect(calls.map((c) => c.key)).toContain('GET /user/list/inactive');
  });

  it('pages and sorts the rows', async () => {
    const { dataProvider } = fakeApi({ 'GET /user/list/all': USERS });
    const res = await dataProvider.getList('user', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(res.data.map((u) => u.id)).toEqual([3, 2]);
    expect(res.total).toBe(3);
  });

  it('maps create, update and deleteMany onto the spec paths and payloads', async () => {
    const { dataProvider, calls } = fakeApi({
      'POST /user': { message: 'User created successfully.', user_id: 9 },
      'PUT /user/update': { message: 'Users updated successfully.' },
      'PUT /user/delete': { message: 'Users deleted successfully.', count: 2 },
      'GET /user/list-unapproved': [userOf(5, { status: 'pending' })],
    });
    const body = { email: 'n@x.org', name: 'न', phone: '9000000000', location_id: 6 };
    expect((await dataProvider.create('user', { data: body })).data.id).toBe(9);
    await dataProvider.update('user', { id: 9, data: { name: 'न' }, previousData: { id: 9 } });
    await dataProvider.deleteMany('user', { ids: [4, 5] });
    expect((await dataProvider.getList('user-unapproved', { ...page, filter: {} })).total).toBe(1);
    expect(calls.map((c) => [c.key, c.body])).toEqual([
      ['POST /user', body],
      ['PUT /user/update', { name: 'न', user_id: 9 }],
      ['PUT /user/delete', { userIds: [4, 5] }],
      ['GET /user/list-unapproved', undefined],
    ]);
  });

  it('sends the approval calls with the spec payload ids', async () => {
    const { dataProvider, calls } = fakeApi({
      'PUT /user/approve': {},
      'PUT /user/approveAll': {},
      'PUT /user/activate': {},
      'PUT /user/deactivate': {},
    });
    await dataProvider.approveUser(3);
    await dataProvider.approveAllUsers();
    await dataProvider.activateUser(4);
    await dataProvider.deactivateUser(5);
    expect(calls.map((c) => c.body)).toEqual([{ user_id: 3 }, {}, { userId: 4 }, { userId: 5 }]);
  });

  it('matches no place filter for a user without a place', () => {
    expect(matchesUserFilter(userOf(1, { location_path: null }), { location_id: 1 })).toBe(false);
  });
});

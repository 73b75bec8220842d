import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { callAsUid, MULSHI, PAUD_GAON, userIdOf, userRow } from './support/userHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HINJAWADI = [...MULSHI, 'हिंजवडी'];
const applicant = { uid: 'fresh-applicant', email: 'Arjun@Example.org' };
const request = async (who = applicant, extra: object = {}) =>
  callAsUid(t, who.uid, who.email, {
    method: 'POST',
    url: '/user/forApproval',
    payload: {
      name: 'अर्जुन',
      phone: '9811111111',
      location_id: await placeId(t.db, MULSHI),
      ...extra,
    },
  });
const put = (as: string, path: string, payload?: object) =>
  t.call({ method: 'PUT', url: `${API}/user/${path}`, as, payload });

describe('POST /user/forApproval', () => {
  it('records a signed-up identity with no row as a pending request', async () => {
    const res = await request();
    expect(res.statusCode).toBe(200);
    const row = await userRow(t, applicant.email);
    expect(res.json()).toEqual({
      message: 'Request submitted for approval.',
      user_id: row!.user_id,
    });
    expect(row).toMatchObject({
      firebase_uid: applicant.uid,
      status: 'pending',
      name: 'अर्जुन',
      phone: '9811111111',
      requested_location_id: await placeId(t.db, MULSHI),
      location_id: null,
      admin: false,
      writeallowed: false,
    });
  });

  it('updates the request when sent again; the profile still answers USER_PENDING', async () => {
    const res = await request(applicant, { name: 'अर्जुन पाटील' });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.kysely
      .selectFrom('app_user')
      .selectAll()
      .where('firebase_uid', '=', applicant.uid)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe('अर्जुन पाटील');
    const profile = await callAsUid(t, applicant.uid, applicant.email, {
      method: 'PUT',
      url: '/user/profile',
      payload: {},
    });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().code).toBe('USER_PENDING');
  });

  it('refuses an address nobody has verified: 403 EMAIL_UNVERIFIED, nothing recorded', async () => {
    const stranger = { uid: 'unverified-applicant', email: 'someone-elses@example.org' };
    for (const url of ['/user/forApproval', '/user/forApproval/places', '/user/profile']) {
      const res = await callAsUid(
        t,
        stranger.uid,
        stranger.email,
        {
          method: url === '/user/profile' ? 'PUT' : 'POST',
          url,
          payload:
            url === '/user/forApproval'
              ? { name: 'x', phone: '9811111111', location_id: await placeId(t.db, MULSHI) }
              : url === '/user/profile'
                ? { email: stranger.email }
                : { q: 'पौड' },
        },
        false,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('EMAIL_UNVERIFIED');
    }
    expect(await userRow(t, stranger.email)).toBeUndefined();
  });

  it('accepts the demo pending user and keeps its own place', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${API}/user/forApproval`,
      as: 'pending',
      payload: { name: 'नवीन', phone: '9822000008', location_id: await placeId(t.db, HINJAWADI) },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['an approved user', 'reader', 400],
    ['a deactivated user', 'inactive', 403],
  ])('answers %s with %i', async (_c, key, status) => {
    if (key === 'inactive') {
      await t.db.kysely
        .updateTable('app_user')
        .set({ status: 'inactive' })
        .where('email', '=', 'taluka@demo.test')
        .execute();
    }
    const res = await t.call({
      method: 'POST',
      url: `${API}/user/forApproval`,
      as: key === 'inactive' ? 'taluka' : key,
      payload: { name: 'x', phone: '9811111111', location_id: await placeId(t.db, MULSHI) },
    });
    expect(res.statusCode).toBe(status);
  });

  it('answers 400 for a place below level 8 or a bad phone, 404 for an unknown place', async () => {
    const other = { uid: 'other-applicant', email: 'other@example.org' };
    expect((await request(other, { location_id: await placeId(t.db, PAUD_GAON) })).statusCode).toBe(
      400,
    );
    expect((await request(other, { phone: '98' })).statusCode).toBe(400);
    expect((await request(other, { location_id: 999999 })).statusCode).toBe(404);
    expect(await userRow(t, other.email)).toBeUndefined();
  });

  it("answers 403 USER_UNKNOWN for another person's email, 401 without a token", async () => {
    const res = await request({ uid: 'imposter', email: 'admin@demo.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_UNKNOWN');
    const anonymous = await t.call({ method: 'POST', url: `${API}/user/forApproval`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /user/forApproval/places', () => {
  const search = (q: string, who = { uid: 'searcher', email: 'searcher@example.org' }) =>
    callAsUid(t, who.uid, who.email, {
      method: 'POST',
      url: '/user/forApproval/places',
      payload: { q },
    });

  it('finds places of levels 1 to 8 in the whole tree for a person with no row', async () => {
    const res = await search('पौड');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ localized_name: 'पौड', level_id: 8, name_suffix: 'उपखंड' }),
    ]);
    expect(res.json()[0].ancestors).toContain('मुळशी तालुका');
    expect(await userRow(t, 'searcher@example.org')).toBeUndefined();
  });

  it('answers 400 to an approved user', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${API}/user/forApproval/places`,
      as: 'reader',
      payload: { q: 'पौड' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /user/list-unapproved', () => {
  it('lists pending requests with the place asked for and the contact', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/user/list-unapproved`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    const arjun = res.json().find((u: { email: string }) => u.email === 'arjun@example.org');
    expect(arjun).toMatchObject({
      status: 'pending',
      phone: '9811111111',
      requested_localized_name: 'मुळशी',
      requested_name_suffix: 'तालुका',
      requested_level_id: 6,
    });
    expect(res.json().every((u: { status: string }) => u.status === 'pending')).toBe(true);
  });

  it.each(['bhag', 'upkhand', 'reader'])('answers 403 ADMIN_ONLY to %s', async (as) => {
    const res = await t.call({ method: 'GET', url: `${API}/user/list-unapproved`, as });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ADMIN_ONLY');
  });
});

describe('PUT /user/approve and /user/approveAll', () => {
  it('refuses non-admins and changes nothing', async () => {
    const userId = await userIdOf(t, applicant.email);
    for (const as of ['bhag', 'upkhand']) {
      expect((await put(as, 'approve', { user_id: userId })).statusCode).toBe(403);
      expect((await put(as, 'approveAll')).statusCode).toBe(403);
    }
    expect((await userRow(t, applicant.email))!.status).toBe('pending');
  });

  it('approves one request at the place asked for, with claims; the person may work', async () => {
    const userId = await userIdOf(t, applicant.email);
    const res = await put('admin', 'approve', { user_id: userId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User approved successfully.', count: 1 });
    expect(await userRow(t, applicant.email)).toMatchObject({
      status: 'active',
      location_id: await placeId(t.db, MULSHI),
      level_id: 6,
      approved_by: await userIdOf(t, 'admin@demo.test'),
    });
    expect(t.identity.claims.get(applicant.uid)).toEqual({
      admin: false,
      writeallowed: false,
      karyalay_pramukh: false,
      level_name: 'तालुका',
    });
    const profile = await callAsUid(t, applicant.uid, applicant.email, {
      method: 'PUT',
      url: '/user/profile',
      payload: {},
    });
    expect(profile.statusCode).toBe(200);
    expect((await put('admin', 'approve', { user_id: userId })).statusCode).toBe(400);
    expect((await put('admin', 'approve', { user_id: 999999 })).statusCode).toBe(404);
  });

  it('approves every request that has a place and reports the others as skipped', async () => {
    await t.db.kysely
      .insertInto('app_user')
      .values({ firebase_uid: 'no-place', email: 'noplace@example.org' })
      .execute();
    // a request for the root grants the whole tree: approved one by one, never in bulk
    await t.db.kysely
      .insertInto('app_user')
      .values({
        firebase_uid: 'wants-root',
        email: 'root@example.org',
        requested_location_id: await placeId(t.db, []),
      })
      .execute();
    const res = await put('admin', 'approveAll');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Users approved successfully.', count: 1, skipped: 2 });
    expect((await userRow(t, 'pending@demo.test'))!.status).toBe('active');
    expect((await userRow(t, 'noplace@example.org'))!.status).toBe('pending');
    expect((await userRow(t, 'root@example.org'))!.status).toBe('pending');
    expect(
      (await put('admin', 'approve', { user_id: await userIdOf(t, 'noplace@example.org') }))
        .statusCode,
    ).toBe(400);
  });
});

import { memoryIdentityAdmin } from '../../server/auth/memoryIdentityAdmin';
import type { DatabaseHandle } from '../../server/db/createDatabase';
import { OPS_SECRET_HEADER } from '../../server/routes/ops';
import { createFirstAdmin } from '../../server/services/firstAdmin';
import { API, buildTestApp, emptyDatabase as emptyTestDatabase, placeId } from './support/testApp';

/** Issue 27, point 1: `npm run admin:create`, on both databases. */
const emptyDatabase = () => emptyTestDatabase(process.env.TEST_DATABASE_URL);

const users = (db: DatabaseHandle) =>
  db.kysely
    .selectFrom('app_user')
    .select([
      'email',
      'status',
      'admin',
      'writeallowed',
      'karyalay_pramukh',
      'level_id',
      'location_id',
    ])
    .execute();

describe('the first administrator on a database with no geography', () => {
  let db: DatabaseHandle;
  beforeAll(async () => {
    db = await emptyDatabase();
  });
  afterAll(() => db.close());

  it('asks for the root place’s name when the tree is empty', async () => {
    const identity = memoryIdentityAdmin();
    await expect(createFirstAdmin(db.kysely, identity, { email: 'a@org.in' })).rejects.toThrow(
      'give the root place a name',
    );
    await expect(
      createFirstAdmin(db.kysely, identity, { email: 'not-mail', rootName: 'प' }),
    ).rejects.toThrow('not an email address');
    expect(await users(db)).toEqual([]);
  });

  it('makes the root, the sign-in and an active admin; the second run changes nothing', async () => {
    const identity = memoryIdentityAdmin();
    const input = { email: 'Pramukh@Org.in', rootName: 'पश्चिम महाराष्ट्र' };
    const first = await createFirstAdmin(db.kysely, identity, input);
    expect(first).toMatchObject({
      email: 'pramukh@org.in',
      root: 'पश्चिम महाराष्ट्र प्रांत',
      createdRoot: true,
      createdSignIn: true,
      changedUser: true,
    });
    expect(first.password).toMatch(/^[\w-]{12}$/);
    expect(identity.byEmail('pramukh@org.in')?.password).toBe(first.password);
    const root = await db.kysely.selectFrom('location').selectAll().executeTakeFirstOrThrow();
    expect(root).toMatchObject({ parent_id: null, level_id: 1, path: `/${root.location_id}/` });
    expect(await users(db)).toEqual([
      {
        email: 'pramukh@org.in',
        status: 'active',
        admin: true,
        writeallowed: true,
        karyalay_pramukh: true,
        level_id: 1,
        location_id: root.location_id,
      },
    ]);
    const uid = identity.byEmail('pramukh@org.in')!.uid;
    expect(identity.claims.get(uid)).toEqual({
      admin: true,
      writeallowed: true,
      karyalay_pramukh: true,
      level_name: 'प्रांत',
    });

    const again = await createFirstAdmin(db.kysely, identity, input);
    expect(again).toMatchObject({ createdRoot: false, createdSignIn: false, changedUser: false });
    expect(again.password).toBeUndefined();
    expect(await users(db)).toHaveLength(1);
    expect(await db.kysely.selectFrom('location').select('location_id').execute()).toHaveLength(1);
  });

  it('makes one root and one row when two runs race', async () => {
    const other = await emptyDatabase();
    try {
      const identity = memoryIdentityAdmin();
      const input = { email: 'two@org.in', rootName: 'प्रांत' };
      const runs = await Promise.all([
        createFirstAdmin(other.kysely, identity, input),
        createFirstAdmin(other.kysely, identity, input),
      ]);
      expect(runs.filter((r) => r.createdRoot)).toHaveLength(1);
      expect(await users(other)).toHaveLength(1);
      expect(
        await other.kysely.selectFrom('location').select('location_id').execute(),
      ).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('through the running embedded server (the command without DATABASE_URL)', () => {
  it('answers only the operator, and makes an existing account an admin at the root', async () => {
    const t = await buildTestApp({ opsSecret: 'c'.repeat(64) });
    try {
      const call = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: `${API}/ops/admin`,
          headers,
          payload: { email: 'bhag@demo.test' },
          remoteAddress: '127.0.0.1',
        });
      expect((await call({})).statusCode).toBe(403);
      // the demo sign-in exists already: it is adopted, its password left alone
      await t.identity.createUser('bhag@demo.test', 'Demo@12345', 'भाग कार्यालय');
      const res = await call({ [OPS_SECRET_HEADER]: 'c'.repeat(64) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        createdSignIn: false,
        createdRoot: false,
        changedUser: true,
        root: 'पश्चिम महाराष्ट्र प्रांत',
      });
      const row = await t.db.kysely
        .selectFrom('app_user')
        .select(['admin', 'location_id', 'status'])
        .where('email', '=', 'bhag@demo.test')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ admin: true, location_id: await placeId(t.db, []), status: 'active' });
      const uid = (await t.identity.findUidByEmail('bhag@demo.test'))!;
      const rows = await t.db.kysely
        .selectFrom('app_user')
        .select('firebase_uid')
        .where('email', '=', 'bhag@demo.test')
        .execute();
      expect(rows).toEqual([{ firebase_uid: uid }]);
    } finally {
      await t.close();
    }
  });
});

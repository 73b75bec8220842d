import { sql } from 'kysely';
import { LEVEL_NAMES, SUFFIX } from '../../src/domain/levels';
import { pathOf } from '../../src/domain/geo';
import type { DatabaseHandle } from '../../server/db/createDatabase';
import { migrateToLatest } from '../../server/migrations';
import { DEMO_ACCOUNTS, seedDemoData } from '../../server/seed';
import { freshDatabase } from './support/testApp';

let db: DatabaseHandle;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

const places = () => db.kysely.selectFrom('location').selectAll().execute();

describe('migrations and demo seed', () => {
  it('loads the eleven levels', async () => {
    const levels = await db.kysely.selectFrom('level').selectAll().orderBy('level_id').execute();
    expect(levels).toEqual(
      Object.entries(LEVEL_NAMES).map(([id, name]) => ({ level_id: Number(id), name })),
    );
  });

  it('is a no-op the second time, for both migrations and seed', async () => {
    const migrations = await migrateToLatest(db.kysely);
    expect(migrations.results).toEqual([]);
    expect(await seedDemoData(db.kysely)).toBe(false);
    expect(await places()).toHaveLength(135);
    const users = await db.kysely.selectFrom('app_user').select('email').execute();
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
  });

  it('stores every place with the path of its ancestors, own id last', async () => {
    const all = await places();
    const byId = new Map(all.map((p) => [p.location_id, p]));
    for (const place of all) {
      const parent = place.parent_id === null ? undefined : byId.get(place.parent_id);
      const expected = parent ? `${parent.path}${place.location_id}/` : pathOf([place.location_id]);
      expect(place.path).toBe(expected);
    }
  });

  it('builds the demo tree of DESIGN §6', async () => {
    const all = await places();
    const count = (suffix: string) => all.filter((p) => p.name_suffix === suffix).length;
    expect(count(SUFFIX.PRANT)).toBe(1);
    expect(count(SUFFIX.VIBHAG)).toBe(2);
    expect(count(SUFFIX.BHAG)).toBe(2);
    expect(count(SUFFIX.GRAMIN_JILHA)).toBe(2);
    expect(count(SUFFIX.NAGAR)).toBe(4);
    expect(count(SUFFIX.TALUKA)).toBe(4);
    expect(count(SUFFIX.UPKHAND)).toBe(8);
    expect(count(SUFFIX.UPKHAND_NAGAR)).toBe(12);
    expect(count(SUFFIX.MANDAL)).toBe(16);
    expect(count(SUFFIX.GAON)).toBe(48);
    expect(count(SUFFIX.VASTI)).toBe(36);
    const siblings = all.map((p) => `${p.parent_id}/${p.localized_name}`);
    expect(new Set(siblings).size).toBe(all.length);
  });

  it('puts each demo user at the level DESIGN §5 gives it', async () => {
    const rows = await db.kysely
      .selectFrom('app_user as u')
      .innerJoin('location as l', 'l.location_id', 'u.location_id')
      .select(['u.email', 'u.level_id', 'l.level_id as place_level', 'l.name_suffix', 'u.status'])
      .execute();
    const of = (email: string) => rows.find((r) => r.email === email)!;
    expect(of('admin@demo.test')).toMatchObject({ level_id: 1, name_suffix: SUFFIX.PRANT });
    expect(of('bhag@demo.test')).toMatchObject({ level_id: 3, name_suffix: SUFFIX.BHAG });
    expect(of('jilha@demo.test')).toMatchObject({ level_id: 3, name_suffix: SUFFIX.GRAMIN_JILHA });
    expect(of('taluka@demo.test')).toMatchObject({ level_id: 6 });
    expect(of('nagar@demo.test')).toMatchObject({ level_id: 7 });
    expect(of('upkhand@demo.test')).toMatchObject({ level_id: 8, name_suffix: SUFFIX.UPKHAND });
    expect(of('reader@demo.test')).toMatchObject({ level_id: 8, name_suffix: SUFFIX.UPKHAND });
    expect(of('pending@demo.test')).toMatchObject({ level_id: 8, status: 'pending' });
    rows.forEach((r) => expect(r.level_id).toBe(r.place_level));
  });

  it('rejects a status outside pending, active, inactive', async () => {
    await expect(
      db.kysely
        .updateTable('app_user')
        // @ts-expect-error the check constraint is what this test is about
        .set({ status: 'approved' })
        .where('email', '=', 'reader@demo.test')
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('transactions', () => {
  it('keeps other queries out of a running transaction', async () => {
    let updated!: () => void;
    const afterUpdate = new Promise<void>((resolve) => (updated = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('app_user')
        .set({ name: 'अर्धवट' })
        .where('email', '=', 'reader@demo.test')
        .execute();
      updated();
      await held;
      throw new Error('roll back');
    });
    await afterUpdate;
    const outside = db.kysely
      .selectFrom('app_user')
      .select('name')
      .where('email', '=', 'reader@demo.test')
      .executeTakeFirstOrThrow();
    setTimeout(release, 50);
    await expect(transaction).rejects.toThrow('roll back');
    expect((await outside).name).toBe('माहिती वाचक');
  });

  it('rolls back everything when a statement fails', async () => {
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await trx.deleteFrom('app_user').where('email', '=', 'reader@demo.test').execute();
        await sql`select no_such_column from app_user`.execute(trx);
      }),
    ).rejects.toThrow();
    const reader = await db.kysely
      .selectFrom('app_user')
      .select('email')
      .where('email', '=', 'reader@demo.test')
      .executeTakeFirst();
    expect(reader).toBeDefined();
  });
});

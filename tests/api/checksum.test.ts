import { checksum } from './support/checksum';
import { buildTestApp, type TestApp } from './support/testApp';

// the matrices' "and changes nothing" rests on this fingerprint: it must see every kind of write
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.db.kysely;
const firstUnit = async () =>
  (
    await db().selectFrom('sankalp').select(['sankalp_id', 'localized_name']).limit(1).execute()
  )[0]!;

describe('the database fingerprint', () => {
  it('stays through reads and a write rolled back', async () => {
    const before = await checksum(db());
    await db().selectFrom('sankalp').selectAll().execute();
    const unit = await firstUnit();
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('sankalp')
          .set({ localized_name: 'x' })
          .where('sankalp_id', '=', unit.sankalp_id)
          .execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await checksum(db())).toBe(before);
  });

  it('changes with an update, even one writing the same value', async () => {
    const unit = await firstUnit();
    const before = await checksum(db());
    await db()
      .updateTable('sankalp')
      .set({ localized_name: unit.localized_name })
      .where('sankalp_id', '=', unit.sankalp_id)
      .execute();
    expect(await checksum(db())).not.toBe(before);
  });

  it('changes with an insert and with a delete', async () => {
    const before = await checksum(db());
    const { user_id } = await db()
      .selectFrom('app_user')
      .select('user_id')
      .executeTakeFirstOrThrow();
    const request = { user_id, key: 'fingerprint', request_hash: 'x' };
    await db().insertInto('idempotent_request').values(request).execute();
    const inserted = await checksum(db());
    expect(inserted).not.toBe(before);
    await db().deleteFrom('idempotent_request').where('key', '=', 'fingerprint').execute();
    expect(await checksum(db())).not.toBe(inserted);
  });
});

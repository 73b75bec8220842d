import { sql } from 'kysely';
import { isPresent } from '../../src/domain/modules/gathering';
import { PLACE_KINDS, kindsOf } from '../../src/domain/report';
import { kindCondition, presentSql } from '../../server/rollups/kindsSql';
import { buildTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the roll-ups SQL, made from the same declarations as the TypeScript', () => {
  it('counts each seeded place as the kinds kindsOf gives it', async () => {
    const places = await sql<{ location_id: number; level_id: number; name_suffix: string }>`
      select location_id, level_id, coalesce(name_suffix, '') name_suffix from location`.execute(
      t.db.kysely,
    );
    for (const kind of PLACE_KINDS) {
      const { rows } = await sql<{ location_id: number }>`
        select l.location_id from location l where ${kindCondition(kind)}
        order by l.location_id`.execute(t.db.kysely);
      const expected = places.rows
        .filter((p) => kindsOf(p.level_id, p.name_suffix).includes(kind))
        .map((p) => p.location_id)
        .sort((a, b) => a - b);
      expect(
        rows.map((r) => r.location_id),
        kind,
      ).toEqual(expected);
    }
  });

  it.each([[{ total: 0, shishu: 0 }], [{ total: 3, shishu: 0 }], [{ total: 0, shishu: 2 }]])(
    'finds a unit present as isPresent does: %j',
    async (counts) => {
      const { rows } = await sql<{ present: boolean }>`
      select ${presentSql('a')} as present
      from (select ${sql.lit(counts.total)}::int total, ${sql.lit(counts.shishu)}::int shishu) a`.execute(
        t.db.kysely,
      );
      const asTyped = { praudh: counts.total, shishu: counts.shishu };
      expect(rows[0]!.present).toBe(isPresent(asTyped));
    },
  );
});

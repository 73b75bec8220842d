import { sql } from 'kysely';
import { literalOf, prepared, preparedName } from '../../server/db/prepared';
import { sanghikReportRepository } from '../../server/modules/gathering/sanghikReportRepository';
import { monthKeyOf } from '../../src/domain/report';
import { freshDatabase } from './support/testApp';
import type { DatabaseHandle } from '../../server/db/createDatabase';

let db: DatabaseHandle;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

describe('prepared statements (issue 13)', () => {
  it('reads the statement name from the comment a query starts with', () => {
    expect(preparedName('/* prepared report_figures_children */ select 1')).toBe(
      'report_figures_children',
    );
    expect(preparedName('select 1 /* prepared x */')).toBeUndefined();
    expect(() => prepared('drop table x; --')).toThrow();
  });

  it.each([
    [null, 'null'],
    [10, "'10'"],
    [true, "'true'"],
    ["it's", "'it''s'"],
    ['\\', "'\\'"],
    [new Date(0), undefined],
    [[1], undefined],
    [Number.NaN, undefined],
  ] as [unknown, string | undefined][])('writes %j as %s for EXECUTE', (value, literal) => {
    expect(literalOf(value)).toBe(literal);
  });

  it('runs the report figures as a prepared statement, same rows each time', async () => {
    await db.kysely.connection().execute(async (conn) => {
      const repo = sanghikReportRepository(conn);
      const root = await conn
        .selectFrom('location')
        .select('location_id')
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow();
      const run = () =>
        repo.figures(root.location_id, 'children', '2025-26', 4, monthKeyOf('2025-26', 4)!);
      const first = await run();
      expect(first.length).toBeGreaterThan(1);
      expect(await run()).toEqual(first);
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(
        conn,
      );
      expect(rows.map((r) => r.name)).toContain('report_figures_children');
    });
  });
});

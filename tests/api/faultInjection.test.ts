import { sql } from 'kysely';
import { buildTestApp, type TestApp } from './support/testApp';
import { calls, ids as placeIds, row } from './support/volunteerRows';

/**
 * A fault injected inside the database half-way through a bulk add (issue 17): a trigger that
 * fails on one marked row, after the rows before it were written in the same transaction.
 */
let t: TestApp;
let api: ReturnType<typeof calls>;
let kolwan: number;
beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t);
  kolwan = (await placeIds(t)).kolwan;
  await sql`create function injected_fault() returns trigger language plpgsql as $$
    begin
      if new."firstName" = 'बिघाड' then raise exception 'injected fault'; end if;
      return new;
    end $$`.execute(t.db.kysely);
  await sql`create trigger injected_fault before insert on volunteer
    for each row execute function injected_fault()`.execute(t.db.kysely);
});
afterAll(() => t.close());

const stored = async () => {
  const { rows } = await sql<{ volunteers: number; history: number }>`
    select (select count(*)::int from volunteer) volunteers,
      (select count(*)::int from volunteer_history) history`.execute(t.db.kysely);
  return rows[0];
};

describe('a bulk add failing inside the database half-way stores nothing', () => {
  it('answers 500 and leaves no row of the upload, nor any history', async () => {
    const before = await stored();
    const rows = Array.from({ length: 3000 }, (_, i) =>
      row({
        firstName: i === 2500 ? 'बिघाड' : `ओळ ${i}`,
        mobile: `98${String(i).padStart(8, '0')}`,
      }),
    );
    const res = await api.add('upkhand', { selectedLocation: kolwan, swayamsevaks: rows });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error...', code: 'SERVER_ERROR' });
    expect(await stored()).toEqual(before);
  });
});

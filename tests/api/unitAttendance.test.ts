import { sql } from 'kysely';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

let t: TestApp;
let unitId = 0;
let foreignId = 0;
const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];

interface Saved {
  sankalp_id: number;
  year: string;
  month: number;
  praudh: number;
  tarun_vyavasayi: number;
  maha_vidyarthi: number;
  baal: number;
  shishu: number;
  total: number;
}

/** Units under a place with their attendance rows, straight from the tables. */
async function savedUnder(names: string[]): Promise<Saved[]> {
  const id = await placeId(t.db, names);
  const { rows } = await sql<Saved>`
    select a.sankalp_id, a.year, a.month, a.praudh, a.tarun_vyavasayi, a.maha_vidyarthi,
      a.baal, a.shishu, a.total
    from sanghik_upstiti a
    join sankalp u on u.sankalp_id = a.sankalp_id and u.deleted_at is null
    join location l on l.location_id = u.location_id
    where l.path like (select path from location where location_id = ${id}) || '%'
    order by a.sankalp_id`.execute(t.db.kysely);
  return rows;
}

beforeAll(async () => {
  t = await buildTestApp();
  const paud = await savedUnder([...MULSHI, 'पौड']);
  const counts = new Map<number, number>();
  paud.forEach((r) => counts.set(r.sankalp_id, (counts.get(r.sankalp_id) ?? 0) + 1));
  unitId = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  foreignId = (await savedUnder([...MULSHI, 'हिंजवडी']))[0].sankalp_id;
});
afterAll(() => t.close());

const get = (id: number, as?: string) =>
  t.call({ method: 'GET', url: `${API}/sankalp/${id}/attendance`, as });

describe('GET /sankalp/:id/attendance', () => {
  it('answers the 12 months ending now with the saved attendance and zeros elsewhere', async () => {
    const res = await get(unitId, 'upkhand');
    expect(res.statusCode).toBe(200);
    const months: (Saved & { saved: boolean })[] = res.json();
    expect(months).toHaveLength(12);
    const now = new Date();
    expect(months[11].month).toBe(now.getMonth() + 1);
    const saved = (await savedUnder([...MULSHI, 'पौड'])).filter((r) => r.sankalp_id === unitId);
    expect(months.some((m) => m.saved)).toBe(true);
    for (const m of months) {
      const row = saved.find((r) => r.year === m.year && r.month === m.month);
      const { sankalp_id, ...counts } = row ?? {
        sankalp_id: 0,
        year: m.year,
        month: m.month,
        praudh: 0,
        tarun_vyavasayi: 0,
        maha_vidyarthi: 0,
        baal: 0,
        shishu: 0,
        total: 0,
      };
      void sankalp_id;
      expect(m).toEqual({ ...counts, saved: row !== undefined });
    }
  });

  it('answers the read-only user too', async () => {
    expect((await get(unitId, 'reader')).statusCode).toBe(200);
  });

  it('refuses no token, a unit of another subtree and an unknown unit', async () => {
    expect((await get(unitId)).statusCode).toBe(401);
    expect((await get(foreignId, 'upkhand')).statusCode).toBe(403);
    expect((await get(999999, 'upkhand')).statusCode).toBe(404);
  });
});

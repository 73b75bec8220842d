import { sql } from 'kysely';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { projectRegister } from './support/definitions';

/**
 * A publish that narrows a bound racing saves of values beyond it (issue 24): the publish
 * counts every record saved before it and is refused, or the save is refused — never a
 * published bound with a stored value outside it. Meaningful on PostgreSQL (PGlite runs one
 * transaction at a time).
 */
let t: TestApp;
let paud: number;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 100_000 });
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, as: string, payload?: object) =>
  t.call({ method, url: `${API}${url}`, as, ...(payload ? { payload } : {}) });

it('never publishes a bound that a record saved meanwhile breaks', async () => {
  for (let round = 0; round < 6; round++) {
    const d = projectRegister(`seva-race-${round}`);
    await call('POST', '/modules', 'admin', d);
    expect((await call('POST', `/modules/${d.name}/publish`, 'admin')).statusCode).toBe(200);
    const narrowed = {
      ...d,
      fields: d.fields.map((f) => (f.name === 'served' ? { ...f, max: 500 } : f)),
    };
    await call('PUT', `/modules/${d.name}`, 'admin', narrowed);
    const saves = Array.from({ length: 3 }, (_, i) =>
      call('POST', `/${d.name}`, 'upkhand', {
        title: `${round}-${i}`,
        location_id: paud,
        served: 900,
      }),
    );
    const [publish, ...saved] = await Promise.all([
      call('POST', `/modules/${d.name}/publish`, 'admin'),
      ...saves,
    ]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from entity_record
      where entity = ${d.name} and (data ->> 'served')::int > 500`.execute(t.db.kysely);
    const stored = rows[0]!.n;
    expect(stored).toBe(saved.filter((s) => s.statusCode === 201).length);
    if (publish.statusCode === 200) expect(stored).toBe(0);
    else {
      expect(publish.statusCode).toBe(409);
      // the refusal counts the records saved before it looked; a save that waited behind the
      // refused publish (the definition's row lock) lands after its count, so it may count fewer
      const refused = publish.json().refused[0];
      expect(refused).toMatchObject({ field: 'served' });
      expect(refused.records).toBeGreaterThan(0);
      expect(refused.records).toBeLessThanOrEqual(stored);
    }
    for (const s of saved) expect([201, 400, 409]).toContain(s.statusCode);
  }
});

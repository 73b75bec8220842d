// Modules defined in the browser (issue 24): the registry's lookup on every call of such a
// module, and the same register's list served as a module of the code and as one made in the
// browser (the same rows, the same query), measured in one run.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../server/db/createDatabase';
import { copiedDefinition } from '../../src/domain/engine';
import { standardDefinitions } from '../../server/engine/services/moduleDefinitions';
import { moduleRegistry } from '../../server/engine/services/moduleRegistry';
import { goal, ratio } from './goals';
import { measurePair, percentile, printTable } from './measure';

const API = '/pmpapp/api/v2';
const ROWS = 2000;

export async function benchDefinedModules(
  label: string,
  app: FastifyInstance,
  db: DatabaseHandle,
  admin: Record<string, string>,
  upkhand: Record<string, string>,
) {
  const code = standardDefinitions().find((d) => d.name === 'karyakram')!;
  const made = copiedDefinition(code, 'karyakram-bench', '(bench)');
  const publish = async (url: string, payload?: object) => {
    const answer = await app.inject({
      method: 'POST',
      url: `${API}${url}`,
      headers: admin,
      payload: payload ?? {},
    });
    if (answer.statusCode >= 300) throw new Error(`${url}: ${answer.body}`);
  };
  await publish('/modules', made);
  await publish(`/modules/${made.name}/publish`);
  // the same rows under both names: the code's records of the demo, repeated
  const { rows } = await sql<{ n: number; last: number }>`
    select count(*)::int as n, max(id) as last from entity_record where entity = 'karyakram'`.execute(
    db.kysely,
  );
  const copies = Math.ceil(ROWS / Math.max(rows[0]!.n, 1));
  for (const entity of ['karyakram', made.name]) {
    await sql`
      insert into entity_record (entity, location_id, location_path, data, search_text, rollup_year, sums)
      select ${entity}, location_id, location_path, data, search_text, rollup_year, sums
      from entity_record, generate_series(1, ${copies})
      where entity = 'karyakram' and id <= ${rows[0]!.last}`.execute(db.kysely);
  }
  const place = (
    await app.inject({ method: 'PUT', url: `${API}/user/profile`, payload: {}, headers: upkhand })
  ).json().location.location_id as number;
  const list = (name: string) => async () => {
    const filter = encodeURIComponent(JSON.stringify({ location_id: place }));
    const answer = await app.inject({
      method: 'GET',
      url: `${API}/${name}?filter=${filter}&range=[0,49]`,
      headers: upkhand,
    });
    if (answer.statusCode !== 200)
      throw new Error(`${name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
  };
  const [inCode, inBrowser] = await measurePair(
    { name: `GET /karyakram (code), 50 of ~${ROWS}`, run: list('karyakram') },
    { name: `GET /${made.name} (made in the browser)`, run: list(made.name) },
  );
  printTable(`${label}: a module made in the browser`, [inCode, inBrowser]);
  goal(
    `${label} made-in-browser list ≤ 1.2× the same module in code (p50)`,
    inBrowser.p50 <= 1.2 * inCode.p50,
    `${inBrowser.p50.toFixed(2)} vs ${inCode.p50.toFixed(2)} ms = ${ratio(inBrowser.p50, inCode.p50)}`,
  );

  // the lookup of every such call, over 3 s: the cached registry and its revision reads (an
  // instance's registry, as the API scope holds it)
  const registry = moduleRegistry(db.kysely);
  const times: number[] = [];
  const until = performance.now() + 3000;
  while (performance.now() < until) {
    const started = performance.now();
    await registry.served(made.name);
    times.push(performance.now() - started);
    if (times.length % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  goal(
    `${label} registry lookup per request ≤ 1 ms p95`,
    p95 <= 1,
    `p95 ${p95.toFixed(4)} ms, max ${times.at(-1)!.toFixed(2)} ms over ${times.length} lookups`,
  );
}

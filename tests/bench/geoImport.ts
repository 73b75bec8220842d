// Issue 27's import goals: the state-scale geography (≈ 51 000 places, the large seed's tree)
// stored through the import ≤ 2× the bare multi-row INSERT of the same rows in the same run, and
// the browser's check of the sheet (read xlsx, rows, checks) p50 ≤ 2 s.
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../server/db/createDatabase';
import { seedLargeTree } from '../../server/seed/large/tree';
import { importGeography } from '../../server/services/geoImport';
import { pathOf } from '../../src/domain/geo';
import { rowProblems, type GeoImportRow } from '../../src/domain/geoImport';
import { GEO_SHEET_COLUMNS, geoRowsOfSheet } from '../../src/domain/geoSheet';
import { readFirstSheet } from '../../src/shared/upload/readSheet';
import { emptyDatabase } from '../api/support/testApp';
import { goal, ratio } from './goals';

const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The large seed's tree as a sheet: codes from its ids, parents before children. */
async function stateSheet(): Promise<GeoImportRow[]> {
  const db = await emptyDatabase(undefined);
  const { rows: root } = await sql<{ id: number }>`
    insert into location (parent_id, level_id, localized_name, name_suffix, path)
    values (null, 1, 'महाराष्ट्र', 'प्रांत', '') returning location_id as id`.execute(db.kysely);
  await sql`update location set path = ${pathOf([root[0]!.id])}`.execute(db.kysely);
  await seedLargeTree(db.kysely, root[0]!.id);
  const places = await db.kysely
    .selectFrom('location')
    .select(['location_id', 'parent_id', 'level_id', 'localized_name', 'name_suffix'])
    .orderBy('location_id')
    .execute();
  await db.close();
  return places.map((p) => ({
    code: `L${p.location_id}`,
    ...(p.parent_id ? { parentCode: `L${p.parent_id}` } : {}),
    levelId: p.level_id,
    name: p.localized_name,
    suffix: p.name_suffix,
  }));
}

/** The same places by one multi-row INSERT per 1 000, ids and paths worked out beforehand. */
async function bareInsert(db: DatabaseHandle, rows: readonly GeoImportRow[]) {
  const ids = new Map(rows.map((r, i) => [r.code, i + 1]));
  const paths = new Map<string, string>();
  const values = rows.map((r) => {
    const id = ids.get(r.code)!;
    const path = `${r.parentCode ? paths.get(r.parentCode)! : '/'}${id}/`;
    paths.set(r.code, path);
    const parent = r.parentCode ? ids.get(r.parentCode)! : null;
    return {
      location_id: id,
      parent_id: parent,
      level_id: r.levelId,
      localized_name: r.name,
      name_suffix: r.suffix,
      path,
      code: r.code,
    };
  });
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < values.length; i += 1000) {
      await trx
        .insertInto('location')
        .values(values.slice(i, i + 1000))
        .execute();
    }
  });
}

async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function benchGeoImport(label: string, url?: string) {
  const rows = await stateSheet();
  const bare: number[] = [];
  const store: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const a = await emptyDatabase(url);
    bare.push(await timed(() => bareInsert(a, rows)));
    await a.close();
    const b = await emptyDatabase(url);
    const app = { database: b } as unknown as FastifyInstance;
    store.push(await timed(() => importGeography(app, { rows })));
    await b.close();
  }
  const [s, i] = [median(store), median(bare)];
  goal(
    `${label}: import of ${rows.length} places ≤ 2× the bare INSERT`,
    s <= 2 * i,
    `import ${s.toFixed(0)} ms, bare INSERT ${i.toFixed(0)} ms, ${ratio(s, i)} (median of ${RUNS})`,
  );
}

/** The browser's part, timed in Node: read the xlsx, make the rows, check them. */
export async function benchGeoSheetCheck() {
  const rows = await stateSheet();
  const cells = [
    GEO_SHEET_COLUMNS.map((c) => c.header),
    ...rows.map((r) => [r.code, r.parentCode ?? '', '', r.levelId, r.name, r.suffix]),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), 'ठिकाणे');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    times.push(
      await timed(async () => {
        const read = geoRowsOfSheet(readFirstSheet(bytes, 'places.xlsx'));
        if (rowProblems(read.rows).length) throw new Error('the state sheet has problems');
      }),
    );
  }
  goal(
    `browser check of the ${rows.length}-place sheet p50 ≤ 2 s`,
    median(times) <= 2000,
    `p50 ${median(times).toFixed(0)} ms (${RUNS} runs, Node; read xlsx, rows, checks)`,
  );
}

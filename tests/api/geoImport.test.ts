import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { memoryIdentityAdmin } from '../../server/auth/memoryIdentityAdmin';
import { buildApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/createDatabase';
import { createFirstAdmin } from '../../server/services/firstAdmin';
import { rebuildAllRollups } from '../../server/rollups';
import { mintTestToken, testVerifier } from './support/testVerifier';
import { API, emptyDatabase } from './support/testApp';
import type { GeoImportRow } from '../../src/domain/geoImport';
import { geoRow as row } from '../support/geoRows';

/** Issue 27, point 2: the organisation's geography from a sheet, on an empty database. */
let db: DatabaseHandle;
let app: FastifyInstance;
let adminUid = '';
const call = (payload: object, as = 'admin') =>
  app.inject({
    method: 'POST',
    url: `${API}/geo/import`,
    payload,
    headers: {
      authorization: `Bearer ${mintTestToken(
        as === 'admin' ? { uid: adminUid, email: 'pramukh@org.in' } : { uid: 'x', email: 'x@y.in' },
      )}`,
    },
  });

const SHEET: GeoImportRow[] = [
  row('MH', undefined, 1, 'विदर्भ', 'प्रांत'),
  row('NG', 'MH', 2, 'नागपूर', 'विभाग'),
  row('NGB', 'NG', 3, 'नागपूर महानगर', 'भाग'),
  row('NGR', 'NG', 3, 'नागपूर ग्रामीण', 'ग्रामीण जिल्हा'),
  row('KTL', 'NGR', 6, 'काटोल', 'तालुका'),
  row('KTL-U1', 'KTL', 8, 'काटोल', 'उपखंड'),
  row('KTL-M1', 'KTL-U1', 9, 'काटोल', 'मंडल'),
  row('KTL-G1', 'KTL-M1', 10, 'पारडसिंगा', 'गाव'),
  row('SAV', 'NGR', 6, 'सावनेर', 'तालुका'),
];

beforeAll(async () => {
  db = await emptyDatabase(process.env.TEST_DATABASE_URL);
  const identity = memoryIdentityAdmin();
  // the first admin before any geography: the root is made, the import then names it by code
  await createFirstAdmin(db.kysely, identity, { email: 'pramukh@org.in', rootName: 'विदर्भ' });
  adminUid = identity.byEmail('pramukh@org.in')!.uid;
  app = await buildApp({ db, verifier: testVerifier, identityAdmin: identity });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const places = async () =>
  (
    await db.kysely
      .selectFrom('location as l')
      .leftJoin('location as p', 'p.location_id', 'l.parent_id')
      .select([
        'l.code',
        'l.localized_name',
        'l.name_suffix',
        'l.level_id',
        'p.code as parent',
        'l.path',
        'l.location_id',
      ])
      .orderBy('l.location_id')
      .execute()
  ).map((p) => ({ ...p, pathOk: p.path.endsWith(`/${p.location_id}/`) }));

describe('POST /geo/import', () => {
  it('takes the sheet’s root row as the root the first admin made; the dry run stores nothing', async () => {
    const res = await call({ rows: SHEET, dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dryRun: true,
      summary: { add: 8, rename: 0, move: 0, same: 1 },
      problems: [],
    });
    expect(await places()).toHaveLength(1);
  });

  it('answers every row’s problems in Marathi in the dry run, and refuses the real run whole', async () => {
    const bad = [...SHEET, row('X1', 'NOPE', 10, 'क', 'गाव'), row('X2', 'KTL', 3, 'ख', 'भाग')];
    const dry = (await call({ rows: bad, dryRun: true })).json();
    expect(dry.problems.map((p: { row: number; key: string }) => [p.row, p.key])).toEqual([
      [9, 'app.geoImport.problem.unknownParent'],
      [10, 'app.geoImport.problem.parentLevel'],
    ]);
    expect(dry.problems[0].message).toBe('10: वरचे ठिकाण सापडले नाही');
    const real = await call({ rows: bad });
    expect(real.statusCode).toBe(400);
    expect(real.json().code).toBe('VALIDATION');
    expect(await places()).toHaveLength(1);
  });

  it('stores every row, parents first; the same sheet again changes nothing', async () => {
    const res = await call({ rows: [...SHEET].reverse() });
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toEqual({ add: 8, rename: 0, move: 0, same: 1 });
    const stored = await places();
    expect(stored).toHaveLength(9);
    expect(stored[0]).toMatchObject({ code: 'MH', localized_name: 'विदर्भ', parent: null });
    expect(stored.find((p) => p.code === 'NG')).toMatchObject({ parent: 'MH' });
    expect(stored.every((p) => p.pathOk)).toBe(true);
    expect(stored.find((p) => p.code === 'KTL-G1')).toMatchObject({
      parent: 'KTL-M1',
      level_id: 10,
      localized_name: 'पारडसिंगा',
    });
    const again = await call({ rows: SHEET });
    expect(again.json().summary).toEqual({ add: 0, rename: 0, move: 0, same: 9 });
    expect(await places()).toEqual(stored);
  });

  it('renames a changed name and moves a changed parent with its subtree; roll-ups equal a rebuild', async () => {
    const changed = SHEET.map((r) =>
      r.code === 'KTL' ? { ...r, parentCode: 'NGB', levelId: 6, name: 'काटोल (नवे)' } : r,
    );
    const res = await call({ rows: changed });
    expect(res.json().summary).toEqual({ add: 0, rename: 1, move: 1, same: 8 });
    const stored = await places();
    const ktl = stored.find((p) => p.code === 'KTL')!;
    const ngb = stored.find((p) => p.code === 'NGB')!;
    expect(ktl).toMatchObject({ parent: 'NGB', localized_name: 'काटोल (नवे)' });
    for (const code of ['KTL-U1', 'KTL-M1', 'KTL-G1']) {
      expect(
        stored.find((p) => p.code === code)!.path.startsWith(`${ngb.path}${ktl.location_id}/`),
      ).toBe(true);
    }
    const totals = () => sql`select * from place_totals order by location_id`.execute(db.kysely);
    const kept = (await totals()).rows;
    await db.kysely.transaction().execute((trx) => rebuildAllRollups(trx));
    expect((await totals()).rows).toEqual(kept);
  });

  it('keeps the rename and the move in the place’s history, with who imported them', async () => {
    const ktl = (await places()).find((p) => p.code === 'KTL')!;
    const res = await app.inject({
      method: 'GET',
      url: `${API}/geo/place/${ktl.location_id}/history`,
      headers: {
        authorization: `Bearer ${mintTestToken({ uid: adminUid, email: 'pramukh@org.in' })}`,
      },
    });
    expect(res.json()).toEqual([
      expect.objectContaining({
        action: 'rename',
        before: { name: 'काटोल', suffix: 'तालुका', parent: 'नागपूर ग्रामीण ग्रामीण जिल्हा' },
        after: { name: 'काटोल (नवे)', suffix: 'तालुका', parent: 'नागपूर ग्रामीण ग्रामीण जिल्हा' },
      }),
      expect.objectContaining({
        action: 'move',
        after: { name: 'काटोल (नवे)', suffix: 'तालुका', parent: 'नागपूर महानगर भाग' },
      }),
    ]);
  });

  it('lets two imports of the same new places at once store them once', async () => {
    const rows = [
      ...SHEET,
      row('NGB-N1', 'NGB', 7, 'धंतोली', 'नगर'),
      row('NGB-N2', 'NGB', 7, 'सीताबर्डी', 'नगर'),
    ];
    const answers = await Promise.all([call({ rows }), call({ rows })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const added = answers.map((a) => a.json().summary.add).sort();
    expect(added).toEqual([0, 2]);
    const codes = (await places()).map((p) => p.code);
    expect(codes.filter((c) => c?.startsWith('NGB-N'))).toHaveLength(2);
  });

  it('is for admins only', async () => {
    expect((await call({ rows: SHEET, dryRun: true }, 'nobody')).statusCode).toBeGreaterThanOrEqual(
      401,
    );
  });
});

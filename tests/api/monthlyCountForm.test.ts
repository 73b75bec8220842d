import { sql } from 'kysely';
import { type CountFormDeclaration } from '../../src/domain/engine';
import { sanghik } from '../../src/domain/modules';
import { financialYear, inputsOf } from '../../src/domain/modules/gathering';
import type { SignedInUser } from '../../server/plugins/auth';
import { countEntry } from '../../server/engine/services/countSubjects';
import { rollupAnswer } from '../../server/engine/services/countReport';
import { saveCountForm } from '../../server/engine/services/countSave';
import { rebuildCountRollups } from '../../server/rollups';
import { signedInUser } from './support/signedInUser';
import { buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * Issue 22's "a new monthly count form needs only its declaration and labels": a monthly form
 * per unit kept in `count_record` (not the gathering's own tables) is listed, saved, versioned
 * and rolled up by the engine as it is declared, with no code of its own.
 */
const monthly: CountFormDeclaration = {
  ...sanghik,
  name: 'masik-chachani',
  store: undefined,
  calls: undefined,
  menu: { ...sanghik.menu, id: 'masik-chachani' },
  path: '/masik-chachani',
};

let t: TestApp;
let upkhand: SignedInUser;
let paud: number;
const today = new Date();
const period = { year: financialYear(today), month: today.getMonth() + 1 };

beforeAll(async () => {
  t = await buildTestApp();
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
  upkhand = await signedInUser(t.db.kysely, 'upkhand');
});
afterAll(() => t.close());

describe('a monthly count form declared, nothing else', () => {
  it('lists the month’s units, saves two, versions them and rolls them up as a rebuild would', async () => {
    const body = { locationId: paud, ...period };
    const sheet = await countEntry(t.app, monthly, upkhand, body);
    expect(sheet).toMatchObject({ year: period.year, month: period.month, festival: null });
    expect(sheet.subjects.length).toBeGreaterThan(1);
    const [a, b] = sheet.subjects;
    const values = (s: typeof a) =>
      Object.fromEntries(inputsOf(s!.ekak_sub_type_id!).map((f) => [f, 3]));
    const records = [a!, b!].map((s) => ({
      subject_id: s.subject_id,
      version: 0,
      values: values(s),
    }));
    const saved = await saveCountForm(t.app, monthly, upkhand, {
      ...body,
      records,
      confirmedUnusual: true,
    });
    expect(saved).toEqual({ saved: 2, id: null });

    const again = await countEntry(t.app, monthly, upkhand, body);
    const first = again.subjects.find((s) => s.subject_id === a!.subject_id)!;
    expect(first).toMatchObject({ version: 1, values: values(a) });
    const { rows } = await sql<{ part: string }>`select part from count_record
      where entity = ${monthly.name} and version > 0`.execute(t.db.kysely);
    expect(rows.map((r) => r.part)).toEqual([String(period.month), String(period.month)]);
    // the same version again is stale
    await expect(saveCountForm(t.app, monthly, upkhand, { ...body, records })).rejects.toThrow(
      /saved by someone else/,
    );

    const mulshi = await t.app.repos.locations.findById(
      await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी']),
    );
    const answer = () =>
      rollupAnswer(t.app, monthly, mulshi!, {
        year: period.year,
        part: String(period.month),
        monthNumber: period.month,
      });
    const before = await answer();
    const paudRow = before.rows.find((r) => r.location_id === paud)!;
    expect(paudRow.values._records).toBe(2);
    expect(paudRow.eligible).toBeGreaterThanOrEqual(2);
    await t.db.kysely.transaction().execute((trx) => rebuildCountRollups(trx));
    expect((await answer()).rows).toEqual(before.rows);
  });
});

import { sql } from 'kysely';
import { financialYear } from '../../src/domain/modules/gathering';
import { lastYearOf } from '../../src/domain/periods';
import {
  reportChildPlaces,
  type AttendanceSums,
  type ReportPath,
  type ReportPlace,
  type SummaryReport,
} from '../../src/domain/report';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

// issue 49: the monthly summary report (अहवाल) with the same month last year and with targets;
// every row's last year equals an SQL over last year's attendance rows, at every report level
let t: TestApp;
const today = new Date();
const year = financialYear(today);
const month = today.getMonth() + 1;
const lastYear = lastYearOf(year)!;
const ATTENDANCE = ['praudh', 'tarun_vyavasayi', 'maha_vidyarthi', 'baal', 'total', 'shishu'];

// the कोल्हापूर side has entered this month (the पुणे side is left for the journeys)
const PLACES: [ReportPath, string[]][] = [
  ['bhag', ['कोल्हापूर', 'कोल्हापूर']],
  ['bhag', ['कोल्हापूर', 'दक्षिण कोल्हापूर']],
  ['taluka', ['कोल्हापूर', 'दक्षिण कोल्हापूर', 'करवीर']],
  ['nagar', ['कोल्हापूर', 'कोल्हापूर', 'शाहूपुरी']],
  ['upkhand', ['कोल्हापूर', 'दक्षिण कोल्हापूर', 'कागल', 'मुरगूड']],
];

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t.close());

const ask = async (path: ReportPath, locationId: number, extra: object = {}) => {
  const res = await t.call({
    method: 'POST',
    url: `${API}/sanghik/report/${path}`,
    as: 'admin',
    payload: { locationId, year, month, ...extra },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as SummaryReport;
};

/** Last year's attendance of the month under a place, summed from the units' own rows. */
async function oracle(locationId: number): Promise<AttendanceSums> {
  const sums = ATTENDANCE.map((f) => sql`coalesce(sum(u.${sql.ref(f)}), 0)::int as ${sql.ref(f)}`);
  const { rows } = await sql<AttendanceSums>`
    select ${sql.join(sums)}
    from sanghik_upstiti u
    join sankalp s on s.sankalp_id = u.sankalp_id
    join location l on l.location_id = s.location_id
    where u.year = ${lastYear} and u.month = ${month}
      and l.path like (select path from location where location_id = ${locationId}) || '%'`.execute(
    t.db.kysely,
  );
  return rows[0]!;
}

const rowsOf = (report: SummaryReport): ReportPlace[] => [report, ...reportChildPlaces(report)];

describe('the summary report with last year', () => {
  it.each(PLACES)(
    'at a %s (%s): each row’s last year equals its units’ rows',
    async (path, names) => {
      const locationId = await placeId(t.db, names);
      const report = await ask(path, locationId, { lastYear: true });
      let counted = 0;
      for (const row of rowsOf(report)) {
        expect(row.last_year).toBeTruthy();
        const expected = await oracle(row.location_id);
        expect(row.last_year!.present_sayamsevak_upastiti).toEqual(expected);
        counted += expected.total;
      }
      expect(counted).toBeGreaterThan(0);
      // the same as last year's own report of the month, and this year's figures as without
      const then = await ask(path, locationId);
      const before = await t.call({
        method: 'POST',
        url: `${API}/sanghik/report/${path}`,
        as: 'admin',
        payload: { locationId, year: lastYear, month },
      });
      expect(report.last_year!.ekunSankalpit).toEqual(before.json().ekunSankalpit);
      expect(report.last_year!.present_Sankalpit).toEqual(before.json().present_Sankalpit);
      expect(rowsOf(then).every((r) => !('last_year' in r) && !('target' in r))).toBe(true);
      expect(rowsOf(then).map((r) => r.present_sayamsevak_upastiti)).toEqual(
        rowsOf(report).map((r) => r.present_sayamsevak_upastiti),
      );
    },
  );
});

describe('the summary report with targets', () => {
  it('shows each child’s targets of the month as the office above set them', async () => {
    const karveer = await placeId(t.db, ['कोल्हापूर', 'दक्षिण कोल्हापूर', 'करवीर']);
    const report = await ask('taluka', karveer);
    const [first, second] = reportChildPlaces(report);
    const put = await t.call({
      method: 'PUT',
      url: `${API}/targets`,
      as: 'admin',
      headers: { 'x-via': 'screen' },
      payload: {
        module: 'sanghik',
        placeId: karveer,
        year,
        month,
        cells: [
          { placeId: first.location_id, field: 'total', value: 400 },
          { placeId: first.location_id, field: 'praudh', value: 90 },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const compared = await ask('taluka', karveer, { targets: true });
    const rows = reportChildPlaces(compared);
    expect(rows.find((r) => r.location_id === first.location_id)!.target).toEqual({
      total: 400,
      praudh: 90,
    });
    expect(rows.find((r) => r.location_id === second.location_id)!.target).toEqual({});
    // another month's targets are not this month's
    const other = await t.call({
      method: 'POST',
      url: `${API}/sanghik/report/taluka`,
      as: 'admin',
      payload: { locationId: karveer, year, month: month === 4 ? 5 : 4, targets: true },
    });
    const otherRows = reportChildPlaces(other.json() as SummaryReport);
    expect(otherRows.every((r) => !r.target || Object.keys(r.target).length === 0)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  headerRows,
  normalisePlace,
  normaliseReport,
  reportColumns,
  reportRows,
  reportTotalsRow,
  rowCells,
  totalDesignatedUnits,
  totalPresentUnits,
  type ReportView,
} from '../../src/domain/report';
import { rawPlace, rawReport, translate } from './reportFixture';

const kothrud = rawPlace(7, 'कोथरूड', 'नगर', 7, {
  designated: [1, 2, 0, 3, 1, 0, 0, 2, 1],
  present: [1, 1, 0, 2, 1, 0, 0, 1, 0],
  attendance: [20, 5, 7, 30, 4],
  counts: { Total_upkhand_nagar: 2, present_upkhand_nagar: 1, total_vasti: 6, present_vasti: 3 },
});
const aundh = rawPlace(8, 'औंध', 'नगर', 7, {
  designated: [0, 0, 1, 1, 0, 2, 1, 0, 0],
  present: [0, 0, 1, 0, 0, 1, 0, 0, 0],
  attendance: [3, 6, 2, 0, 0],
  counts: { Total_upkhand_nagar: 1, present_upkhand_nagar: 1, total_vasti: 3, present_vasti: 2 },
});
const bhag = normaliseReport({
  ...rawReport(3, 'पुणे महानगर', 'भाग', 3),
  nagars: [kothrud, aundh],
});

const headers = (view: ReportView) =>
  headerRows(reportColumns(view)).map((row) => row.map((c) => translate(c.labelKey)));

describe('report columns', () => {
  it('puts Marathi groups over their columns: place counts, designated, present, attendance', () => {
    const [top, bottom] = headers('bhag');
    expect(top).toEqual(['नगर', 'उपखंड नगर', 'वस्ती', 'एकूण संकल्पित', 'एकूण उपस्थित', 'उपस्थिती']);
    expect(bottom).toEqual([
      ...['एकूण', 'सांघिक झालेले', 'एकूण', 'सांघिक झालेले'],
      ...['शाखा', 'साप्ताहिक मिलन', 'संघ मंडळी', 'एकूण'],
      ...['शाखा', 'साप्ताहिक मिलन', 'संघ मंडळी', 'एकूण'],
      ...['प्रौढ', 'तरुण व्यावसायिक', 'महाविद्यालयीन', 'बाल', 'एकूण', 'शिशु'],
    ]);
    const spans = headerRows(reportColumns('bhag'))[0].map((c) => [c.colSpan, c.rowSpan]);
    expect(spans).toEqual([
      [1, 2],
      [2, 1],
      [2, 1],
      [4, 1],
      [4, 1],
      [6, 1],
    ]);
  });

  it.each([
    ['gramin_jilha', ['तालुका', 'उपखंड नगर', 'उपखंड']],
    ['taluka', ['उपखंड / उपखंड नगर', 'मंडल', 'गाव/वस्ती']],
    ['city_nagar', ['उपखंड / उपखंड नगर', 'गाव/वस्ती']],
    ['upkhand', ['मंडल', 'गाव']],
    ['upkhand_nagar', ['वस्ती']],
  ] as const)('%s view: name and place-count headers', (view, first) => {
    expect(headers(view)[0].slice(0, first.length)).toEqual(first);
    expect(headers(view)[0].slice(first.length)).toEqual(['एकूण संकल्पित', 'एकूण उपस्थित', 'उपस्थिती']);
  });

  it('gives one row per child place: counts, units per type, the nine-count totals, attendance', () => {
    const [first, second] = reportRows(bhag);
    expect(rowCells(reportColumns('bhag'), first)).toEqual([
      'कोथरूड नगर',
      2,
      1,
      6,
      3,
      6,
      3,
      1,
      10,
      4,
      2,
      0,
      6,
      20,
      5,
      7,
      30,
      62,
      4,
    ]);
    expect(rowCells(reportColumns('bhag'), second)).toEqual([
      'औंध नगर',
      1,
      1,
      3,
      2,
      2,
      3,
      0,
      5,
      1,
      1,
      0,
      2,
      3,
      6,
      2,
      0,
      11,
      0,
    ]);
  });

  it('sums every numeric column in the totals row labelled एकूण', () => {
    const columns = reportColumns('bhag');
    const rows = reportRows(bhag);
    const totals = reportTotalsRow(columns, rows, 'एकूण');
    const bodies = rows.map((r) => rowCells(columns, r) as number[]);
    expect(totals[0]).toBe('एकूण');
    columns
      .slice(1)
      .forEach((_, i) => expect(totals[i + 1]).toBe(bodies[0][i + 1] + bodies[1][i + 1]));
    expect(totals.slice(1, 5)).toEqual([3, 2, 9, 5]);
  });

  it('counts total designated and present units as the sums of the nine counts', () => {
    const [first] = reportRows(bhag);
    expect(totalDesignatedUnits(first)).toBe(10);
    expect(totalPresentUnits(first)).toBe(6);
  });

  it('shows 0 for every missing number and a zero totals row when there are no places', () => {
    const empty = normalisePlace({
      location_id: 5,
      location_name: 'शिवाजीनगर',
      name_suffix: 'नगर',
    });
    const cells = rowCells(reportColumns('bhag'), empty);
    expect(cells[0]).toBe('शिवाजीनगर नगर');
    expect(cells.slice(1)).toEqual(Array(18).fill(0));
    expect(reportTotalsRow(reportColumns('upkhand'), [], 'एकूण')).toEqual([
      'एकूण',
      ...Array(16).fill(0),
    ]);
  });
});

describe('normaliseReport', () => {
  it('accepts the alternate spellings of spec §3 and numbers sent as text', () => {
    const alternate = normalisePlace({
      location_id: 7,
      location_name: 'कोथरूड',
      name_suffix: 'नगर',
      level_id: '7',
      sanghik_record_found: true,
      Gaon: { Total_gaon: '4', present_gaon: 2, sankalpit_gaon: 3 },
      total_Upkhand_nagar: 2,
      ekunSankalpit: { shakha: 6, sapatahik_milan: 3, sangh_mandali: 1, total: 10 },
      Sankalp_total: {
        shakha: {
          total: 6,
          sub_types: { baal: 1, sanyukta_vidyarthi: 2, tarun_vyavsayi: 0, praudh: 3 },
        },
        sapatahik_milan: { mahavidyalayin_vidyarthi: 1, sanyukta_vidyarthi: 0, tvk: 0, praudh: 2 },
        sangh_mandali: 1,
      },
      present_sankalpit: { shakha: '4', sapatahik_milan: 2 },
      present_sankalpit_age_wise: {
        shakha: { sub_types: { baal: 1, sanyukta_vidyarthi: 1, praudh: 2 } },
        saptahik_milan: { total: 2, sub_types: { maha_vidyarthi: 1, praudh: 1 } },
      },
      present_sayamsevak_upastiti: {
        praudh: 20,
        tarun_vyavsayi: 5,
        mahavidyalayin: 7,
        baal: 30,
        shishu: 4,
      },
      Total_present: { praudh: 3, baal: 2, sangh_mandali: 0, ekun: 6 },
    });
    const canonical = normalisePlace({
      ...kothrud,
      Total_gaon: 4,
      present_gaon: 2,
      sankalpit_gaon: 3,
      total_vasti: 0,
      present_vasti: 0,
      present_upkhand_nagar: 0,
      total_present: { praudh: 3, baal: 2, sangh_mandali: 0, total: 6 },
    });
    expect(alternate).toEqual(canonical);
    expect(alternate.Total_upkhand_nagar).toBe(2);
    expect(alternate.present_sayamsevak_upastiti.total).toBe(62);
  });

  it('fills a report with nothing in it with zeros, and lists only the child lists it has', () => {
    const report = normaliseReport({ message: 'No Sanghik Record Found for the given parameters' });
    expect(report.present_Sankalpit).toEqual({
      shakha: 0,
      saptahik_milan: 0,
      sangh_mandali: 0,
      total: 0,
    });
    expect(report.sankalp_total.sangh_mandali).toEqual({
      total: 0,
      sub_types: { sangh_mandali: 0 },
    });
    expect(report.Total_taluka).toBe(0);
    expect(report.computed_at).toBeNull();
    expect(report.pending).toEqual([]);
    expect('nagars' in report).toBe(false);
  });

  it('derives the pending places from the children when the answer has no pending list', () => {
    const report = normaliseReport({
      ...rawReport(6, 'हवेली', 'तालुका', 6),
      pending: undefined,
      upkhand: [{ ...rawPlace(9, 'वाघोली', 'उपखंड', 8, { found: false }), mandals: [] }],
      upkhandNagar: [{ ...rawPlace(13, 'लोणी', 'उपखंड नगर', 8), children_locations: [] }],
    });
    expect(report.pending).toEqual([
      { location_id: 9, location_name: 'वाघोली', name_suffix: 'उपखंड' },
    ]);
  });

  it('leaves upkhands and nagars without a record out of the exported rows only', () => {
    const report = normaliseReport({
      ...rawReport(6, 'हवेली', 'तालुका', 6),
      upkhand: [{ ...rawPlace(9, 'वाघोली', 'उपखंड', 8, { found: false }), mandals: [] }],
      upkhandNagar: [{ ...rawPlace(13, 'लोणी', 'उपखंड नगर', 8), children_locations: [] }],
    });
    expect(reportRows(report).map((p) => p.location_id)).toEqual([9, 13]);
    expect(reportRows(report, true).map((p) => p.location_id)).toEqual([13]);
  });
});

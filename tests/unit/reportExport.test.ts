import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, type ReportSheet } from '../../src/domain/export';
import {
  normaliseReport,
  reportFileName,
  reportSheet,
  subUnitFileName,
  subUnitSheet,
} from '../../src/domain/report';
import { rawPlace, rawReport, translate } from './reportFixture';

const mandal = (id: number, name: string, designated: number) => ({
  ...rawPlace(id, name, 'मंडल', 9, {
    designated: [designated, 0, 0, 0, 0, 0, 0, 0, 0],
    present: [designated, 0, 0, 0, 0, 0, 0, 0, 0],
    attendance: [0, 0, 2, 5, 1],
  }),
  mandal_name: name,
  gaon_count: 3,
  gaon_locations: [],
});

const haveli = normaliseReport({
  ...rawReport(6, 'हवेली', 'तालुका', 6, { counts: { Total_upkhand: 2, present_upkhand: 1 } }),
  upkhand: [
    {
      ...rawPlace(9, 'वाघोली', 'उपखंड', 8, {
        designated: [2, 0, 1, 1, 1, 0, 0, 0, 1],
        present: [1, 0, 1, 0, 1, 0, 0, 0, 1],
        attendance: [4, 3, 2, 10, 1],
        counts: { total_mandal: 2, present_mandal: 1, Total_gaon: 6, present_gaon: 2 },
      }),
      mandals: [mandal(10, 'वाघोली', 2), mandal(14, 'केसनंद', 1)],
    },
    {
      ...rawPlace(15, '-=उरुळी', 'उपखंड', 8, {
        designated: [5, 0, 0, 0, 0, 0, 0, 0, 0],
        found: false,
      }),
      mandals: [mandal(16, 'उरुळी', 5)],
    },
  ],
  upkhandNagar: [
    {
      ...rawPlace(13, 'लोणी', 'उपखंड नगर', 8, {
        designated: [0, 1, 0, 0, 0, 0, 1, 0, 0],
        present: [0, 1, 0, 0, 0, 0, 1, 0, 0],
        attendance: [0, 6, 3, 8, 0],
        counts: { Total_gaon: 3, present_gaon: 2 },
      }),
      children_locations: [
        rawPlace(17, 'गणेशनगर', 'वस्ती', 11, { designated: [0, 1, 0, 0, 0, 0, 0, 0, 0] }),
      ],
    },
  ],
});

/** Writes the workbook to xlsx bytes and reads it back, as a user's spreadsheet program would. */
function roundTrip(sheet: ReportSheet) {
  const bytes = XLSX.write(buildWorkbook(XLSX, sheet), { type: 'buffer', bookType: 'xlsx' });
  const book = XLSX.read(bytes, { type: 'buffer', cellStyles: true });
  const ws = book.Sheets[book.SheetNames[0]];
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(ws, { header: 1, defval: '' });
  return { book, ws, rows };
}

const PERIOD = 'महिना: ऑक्टोबर, वर्ष: 2026-27';

describe('summary report workbook', () => {
  const sheet = reportSheet('taluka', haveli, translate, PERIOD);
  const { book, ws, rows } = roundTrip(sheet);
  const headerAt = rows.findIndex((r) => r[0] === 'उपखंड / उपखंड नगर');
  const body = rows.slice(headerAt + 2, -1);
  const totals = rows.at(-1)!;

  it('has one sheet named for the report and the file is named place + अहवाल', () => {
    expect(book.SheetNames).toEqual(['हवेली तालुका अहवाल']);
    expect(reportFileName(haveli, translate)).toBe('हवेली तालुका अहवाल.xlsx');
    expect(rows[0][0]).toBe('हवेली तालुका अहवाल');
    expect(rows[1][0]).toBe(PERIOD);
    expect(rows[2][0]).toContain('एकूण उपखंड: 2');
  });

  it('writes the two-row Marathi header with its group cells merged', () => {
    expect(rows[headerAt].slice(0, 4)).toEqual(['उपखंड / उपखंड नगर', 'मंडल', '', 'गाव/वस्ती']);
    expect(rows[headerAt]).toContain('एकूण संकल्पित');
    expect(rows[headerAt + 1].slice(5, 9)).toEqual(['शाखा', 'साप्ताहिक मिलन', 'संघ मंडळी', 'एकूण']);
    const merges = (ws['!merges'] ?? []).map((m) => XLSX.utils.encode_range(m));
    const r = headerAt + 1;
    expect(merges).toEqual(
      expect.arrayContaining([
        `A${r}:A${r + 1}`,
        `B${r}:C${r}`,
        `F${r}:I${r}`,
        `N${r}:S${r}`,
        'A1:S1',
      ]),
    );
  });

  it('lists only upkhands and nagars with a record, then a totals row equal to their sum', () => {
    expect(body.map((row) => row[0])).toEqual(['वाघोली उपखंड', 'लोणी उपखंड नगर']);
    expect(body[0].slice(1)).toEqual([2, 1, 6, 2, 4, 1, 1, 6, 2, 1, 1, 4, 4, 3, 2, 10, 19, 1]);
    expect(totals[0]).toBe('एकूण');
    for (let c = 1; c < totals.length; c += 1) {
      expect(totals[c]).toBe(body.reduce((sum, row) => sum + Number(row[c]), 0));
    }
    expect(sheet.placeRows).toBe(2);
  });

  it('gives every column a width that fits its Devanagari text', () => {
    const cols = ws['!cols'] ?? [];
    expect(cols).toHaveLength(19);
    expect(cols[0].wch).toBeGreaterThanOrEqual('उपखंड / उपखंड नगर'.length);
    expect(cols.every((c) => (c.wch ?? 0) >= 8)).toBe(true);
  });
});

describe('per-mandal workbook of a taluka', () => {
  it('lists the mandals and vastis of the recorded upkhands and nagars under their parents', () => {
    const sheet = subUnitSheet(haveli, translate, PERIOD);
    const { book, rows } = roundTrip(sheet);
    expect(book.SheetNames).toEqual(['मंडल वस्तीनिहाय अहवाल']);
    expect(rows[0][0]).toBe('हवेली तालुका मंडल/वस्तीनिहाय अहवाल');
    expect(subUnitFileName(haveli, translate)).toBe('हवेली तालुका मंडल_वस्तीनिहाय अहवाल.xlsx');
    const body = rows.slice(rows.findIndex((r) => r[1] === 'मंडल / वस्ती') + 2, -1);
    expect(body.map((r) => r.slice(0, 2))).toEqual([
      ['वाघोली उपखंड', 'वाघोली मंडल'],
      ['वाघोली उपखंड', 'केसनंद मंडल'],
      ['लोणी उपखंड नगर', 'गणेशनगर वस्ती'],
    ]);
    expect(rows.at(-1)!.slice(0, 3)).toEqual(['एकूण', '', 4]);
  });

  it('neutralises a place name that would start a formula', () => {
    const withFormula = normaliseReport({
      ...rawReport(6, 'हवेली', 'तालुका', 6),
      upkhand: [{ ...rawPlace(15, '=उरुळी', 'उपखंड', 8), mandals: [] }],
    });
    const { rows } = roundTrip(reportSheet('taluka', withFormula, translate, PERIOD));
    expect(rows.at(-2)![0]).toBe("'=उरुळी उपखंड");
  });
});

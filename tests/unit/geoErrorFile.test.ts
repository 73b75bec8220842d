import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { geoErrorWorkbook, geoWarnings } from '../../src/custom/geo-import/geoErrorFile';
import { readFirstSheet } from '../../src/shared/upload/readSheet';
import { rowProblems } from '../../src/domain/geoImport';
import { GEO_SHEET_COLUMNS, geoRowsOfSheet } from '../../src/domain/geoSheet';
import { geoImportMr } from '../../src/i18n/mr/geoImport';

const P = geoImportMr.geoImport.problem;
const translate = (key: string) =>
  (P as Record<string, string>)[key.replace('app.geoImport.problem.', '')] ?? key;

/** A person's sheet: a blank row, a place without a name, one with another level's suffix. */
const CELLS: unknown[][] = [
  GEO_SHEET_COLUMNS.map((c) => c.header),
  ['MH', '', '', 1, 'विदर्भ', 'प्रांत'],
  [],
  ['NG', 'MH', '', 2, '', 'विभाग'],
  ['NGR', 'NG', '', 3, 'नागपूर ग्रामीण', 'तालुका'],
];

async function errorFile() {
  const { rows, sheetRows } = geoRowsOfSheet(CELLS);
  const warnings = geoWarnings(rowProblems(rows), sheetRows, translate);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await geoErrorWorkbook(CELLS, warnings));
  return book.getWorksheet('ठिकाणे')!;
}

describe('the geography error file', () => {
  it('is the person’s sheet with an error column first and the bad cells marked', async () => {
    const sheet = await errorFile();
    expect(sheet.getCell('A1').value).toBe('त्रुटी');
    expect(sheet.getCell('A2').value).toBeNull();
    expect(sheet.getCell('A4').value).toBe(P.name);
    expect(sheet.getCell('A5').value).toBe(P.suffix);
    GEO_SHEET_COLUMNS.forEach((c, i) => expect(sheet.getCell(1, i + 2).value).toBe(c.header));
    expect(sheet.getCell(5, 6).value).toBe('नागपूर ग्रामीण');
    const filled = (row: number, column: number) =>
      (sheet.getCell(row, column).fill as { fgColor?: { argb?: string } } | undefined)?.fgColor
        ?.argb;
    expect(filled(4, 6)).toBe('FFFFC7CE');
    expect(filled(5, 7)).toBe('FFFFC7CE');
    expect(filled(5, 6)).toBeUndefined();
  });

  it('uploads again as it is once fixed: the error column is read past', async () => {
    const sheet = await errorFile();
    sheet.getCell(4, 6).value = 'नागपूर';
    sheet.getCell(5, 7).value = 'ग्रामीण जिल्हा';
    const buffer = await sheet.workbook.xlsx.writeBuffer();
    const cells = readFirstSheet(buffer as ArrayBuffer, 'ठिकाणे.xlsx');
    const { rows, sheetRows } = geoRowsOfSheet(cells);
    expect(sheetRows).toEqual([2, 4, 5]);
    expect(rows.map((r) => [r.code, r.parentCode, r.levelId, r.name, r.suffix])).toEqual([
      ['MH', undefined, 1, 'विदर्भ', 'प्रांत'],
      ['NG', 'MH', 2, 'नागपूर', 'विभाग'],
      ['NGR', 'NG', 3, 'नागपूर ग्रामीण', 'ग्रामीण जिल्हा'],
    ]);
    expect(rowProblems(rows)).toEqual([]);
  });

  it('reads a sheet without headings it knows in the template’s column order', () => {
    const plain = XLSX.utils.sheet_to_json<unknown[]>(
      XLSX.utils.aoa_to_sheet([
        ['a', 'b', 'c', 'd', 'e', 'f'],
        ['X', '', '', 1, 'नाव', 'प्रांत'],
      ]),
      { header: 1 },
    );
    expect(geoRowsOfSheet(plain).rows[0]).toMatchObject({ code: 'X', levelId: 1, name: 'नाव' });
  });
});

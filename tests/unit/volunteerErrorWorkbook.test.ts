import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { errorWorkbook } from '../../src/shared/upload/errorWorkbook';
import { checkVolunteerFile as parseVolunteerFile } from '../support/volunteerSheetCheck';
import { readFirstSheet } from '../../src/shared/upload/readSheet';
import { fieldColumns, templateRows, VOLUNTEER_COLUMNS } from '../../src/domain/modules/volunteers';
import { GOOD_ROW, REFERENCE } from './volunteerFixture';

const column = (key: string) => VOLUNTEER_COLUMNS.findIndex((c) => c.key === key);
const cellsOf = (row: Record<string, unknown>) => VOLUNTEER_COLUMNS.map((c) => row[c.key] ?? '');

/** A person's sheet: a real date cell, spaced and +91 mobiles, and two real mistakes. */
const ROWS: Record<string, unknown>[] = [
  { ...GOOD_ROW, firstName: 'एक', mobile: '98220 12346', dateOfBirth: new Date(1990, 7, 15) },
  { ...GOOD_ROW, firstName: 'दोन', mobile: '98220 1234' },
  { ...GOOD_ROW, firstName: 'तीन', mobile: '+91 9822012347' },
  { ...GOOD_ROW, firstName: 'चार', surname: '', pinCode: '4121' },
];

function personFile(): ArrayBuffer {
  const sheet = XLSX.utils.aoa_to_sheet([...templateRows(), ...ROWS.map(cellsOf)], {
    cellDates: true,
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'माझी यादी');
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

async function errorFileOf(file: ArrayBuffer) {
  const parsed = await parseVolunteerFile(file, 'यादी.xlsx', REFERENCE);
  const { warnings } = parsed;
  const rows = readFirstSheet(file, 'यादी.xlsx');
  const buffer = await errorWorkbook('माझी यादी', rows, warnings, fieldColumns(rows[0] ?? []));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer);
  return { parsed, book, buffer, sheet: book.getWorksheet('माझी यादी')! };
}

describe('the error workbook', () => {
  it('is the person’s sheet with an error column, the bad cells marked, a frozen filtered header', async () => {
    const { parsed, sheet } = await errorFileOf(personFile());
    expect(parsed.errors.map((e) => e.row)).toEqual([3, 5]);

    expect(sheet.getCell('A1').value).toBe('त्रुटी');
    expect(sheet.getCell('A2').value).toBeNull();
    expect(sheet.getCell('A3').value).toBe('"मोबाईल" १० अंकी संख्या असावी');
    expect(String(sheet.getCell('A5').value)).toContain('"आडनाव" आवश्यक आहे');
    expect(String(sheet.getCell('A5').value)).toContain('"पिन कोड" ६ अंकी असावा');

    // every value where it was, untouched: headers, text, the typed mobile, the date cell
    VOLUNTEER_COLUMNS.forEach((c, i) => expect(sheet.getCell(1, i + 2).value).toBe(c.header));
    expect(sheet.getCell(3, column('firstName') + 2).value).toBe('दोन');
    expect(sheet.getCell(2, column('mobile') + 2).value).toBe('98220 12346');
    const born = sheet.getCell(2, column('dateOfBirth') + 2).value as Date;
    expect(born.toISOString().slice(0, 10)).toBe('1990-08-15');

    const filled = (row: number, key: string) =>
      (sheet.getCell(row, column(key) + 2).fill as { fgColor?: { argb?: string } } | undefined)
        ?.fgColor?.argb;
    expect(filled(3, 'mobile')).toBe('FFFFC7CE');
    expect(filled(5, 'surname')).toBe('FFFFC7CE');
    expect(filled(5, 'pinCode')).toBe('FFFFC7CE');
    expect(filled(2, 'mobile')).toBeUndefined();
    expect(filled(5, 'mobile')).toBeUndefined();

    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
  });

  it('once corrected in Excel, uploads again with the error column ignored', async () => {
    const { book, sheet } = await errorFileOf(personFile());
    sheet.getCell(3, column('mobile') + 2).value = '98220 12345';
    sheet.getCell(5, column('surname') + 2).value = 'पाटील';
    sheet.getCell(5, column('pinCode') + 2).value = '412 108';
    const corrected = (await book.xlsx.writeBuffer()) as ArrayBuffer;

    const again = await parseVolunteerFile(corrected, 'यादी.xlsx', REFERENCE);
    expect(again.errors).toEqual([]);
    expect(again.unknownHeaders).toEqual([]);
    expect(again.valid.map((v) => [v.firstName, v.mobile, v.dateOfBirth])).toEqual([
      ['एक', 9822012346, '15-08-1990'],
      ['दोन', 9822012345, '15-08-1990'],
      ['तीन', 9822012347, '15-08-1990'],
      ['चार', 9876543210, '15-08-1990'],
    ]);
  });
});

import * as XLSX from 'xlsx';
import { checkVolunteerFile as parseVolunteerFile } from '../support/volunteerSheetCheck';
import { SheetFileError } from '../../src/shared/upload/sheetFile';
import {
  formatRowWarning,
  formatVolunteerMessage,
  templateRows,
  VOLUNTEER_COLUMNS,
  type RowErrors,
} from '../../src/domain/modules/volunteers';
import { VOLUNTEER_TEXTS_MR } from '../support/volunteerTexts';
import { GOOD_ROW, REFERENCE } from './volunteerFixture';

type BookType = 'xlsx' | 'biff8' | 'csv';
const EXTENSION: Record<BookType, string> = { xlsx: '.xlsx', biff8: '.xls', csv: '.csv' };

const cellsOf = (row: Record<string, unknown>) => VOLUNTEER_COLUMNS.map((c) => row[c.key] ?? '');

/** A real file of that type: the template's header row, then `rows` (undefined = blank row). */
function fileOf(bookType: BookType, rows: (Record<string, unknown> | undefined)[]): ArrayBuffer {
  const sheet = XLSX.utils.aoa_to_sheet(
    [...templateRows(), ...rows.map((r) => (r ? cellsOf(r) : []))],
    { cellDates: true },
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Swayam suchi');
  if (bookType === 'csv') {
    const text = XLSX.write(book, { type: 'string', bookType: 'csv' }) as string;
    return new TextEncoder().encode(`\uFEFF${text}`).buffer as ArrayBuffer;
  }
  return XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer;
}

const parse = (bookType: BookType, rows: (Record<string, unknown> | undefined)[]) =>
  parseVolunteerFile(fileOf(bookType, rows), `सूची${EXTENSION[bookType]}`, REFERENCE);

/** The warnings a person reads, in Marathi. */
const warningsOf = (errors: RowErrors[]) =>
  errors.map(({ row, messages }) =>
    formatRowWarning(
      row,
      messages.map((m) => formatVolunteerMessage(m, VOLUNTEER_TEXTS_MR)),
      VOLUNTEER_TEXTS_MR,
    ),
  );

const BAD_ROWS: Record<number, Record<string, unknown>> = {
  10: { mobile: '12345' },
  250: { surname: '', pinCode: '4121' },
  499: { email: '', occupation: 'खेळाडू' },
};

describe.each<BookType>(['xlsx', 'biff8', 'csv'])('a %s file', (bookType) => {
  it('of 500 rows with 3 bad ones names exactly those rows, in Marathi', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      ...GOOD_ROW,
      email: `s${i}@example.in`,
      ...BAD_ROWS[i],
    }));
    const result = await parse(bookType, rows);

    expect(result.total).toBe(500);
    expect(result.valid).toHaveLength(497);
    expect(warningsOf(result.errors)).toEqual([
      'ओळ क्रमांक 12 मध्ये: "मोबाईल" १० अंकी संख्या असावी.',
      'ओळ क्रमांक 252 मध्ये: "आडनाव" आवश्यक आहे, "पिन कोड" ६ अंकी असावा.',
      'ओळ क्रमांक 501 मध्ये: "व्यवसाय" चुकीची निवड केली आहे, "ई-मेल" आवश्यक आहे.',
    ]);
    expect(result.validRows.slice(0, 11)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13]);
    expect(result.missingHeaders).toEqual([]);
    expect(result.unknownHeaders).toEqual([]);
  });

  it('keeps Marathi text and normalises the row', async () => {
    const { valid, errors } = await parse(bookType, [GOOD_ROW]);
    expect(errors).toEqual([]);
    expect(valid[0]).toMatchObject({
      firstName: 'अमित',
      address: '12, मारुती मंदिराजवळ',
      dateOfBirth: '15-08-1990',
      mobile: 9876543210,
      pinCode: 412108,
      isPledge: true,
      isCap: false,
    });
  });

  it('passes a row written in Devanagari digits', async () => {
    const devanagari = {
      ...GOOD_ROW,
      mobile: '९८७६५४३२१०',
      pinCode: '४१२१०८',
      dateOfBirth: '१५-०८-१९९०',
    };
    const { valid, errors } = await parse(bookType, [devanagari]);
    expect(errors).toEqual([]);
    expect(valid[0]).toMatchObject({
      mobile: 9876543210,
      pinCode: 412108,
      dateOfBirth: '15-08-1990',
    });
  });

  it('skips blank rows but keeps the sheet row numbers', async () => {
    const result = await parse(bookType, [GOOD_ROW, undefined, { ...GOOD_ROW, mobile: '' }]);
    expect(result.total).toBe(2);
    expect(result.validRows).toEqual([2]);
    expect(warningsOf(result.errors)).toEqual(['ओळ क्रमांक 4 मध्ये: "मोबाईल" आवश्यक आहे.']);
  });

  it('holding only the headers has no data', async () => {
    const result = await parse(bookType, []);
    expect(result).toMatchObject({ total: 0, valid: [], errors: [] });
  });
});

describe('cells Excel typed', () => {
  it('reads numbers and a real date cell of an xlsx as the text they show', async () => {
    const typed = {
      ...GOOD_ROW,
      mobile: 9876543210,
      pinCode: 412108,
      dateOfBirth: new Date(1990, 7, 15),
    };
    const { valid, errors } = await parse('xlsx', [typed]);
    expect(errors).toEqual([]);
    expect(valid[0]).toMatchObject({
      mobile: 9876543210,
      pinCode: 412108,
      dateOfBirth: '15-08-1990',
    });
  });
});

describe('what cannot be read', () => {
  it('refuses a file that is not csv, xlsx or xls', async () => {
    const buffer = new TextEncoder().encode('प्रथम नाव\nअमित').buffer as ArrayBuffer;
    await expect(parseVolunteerFile(buffer, 'सूची.txt', REFERENCE)).rejects.toEqual(
      new SheetFileError('unsupported'),
    );
  });

  it('reports the progress from 0 to 1, never going back', async () => {
    const fractions: number[] = [];
    const rows = Array.from({ length: 300 }, () => GOOD_ROW);
    await parseVolunteerFile(
      fileOf('xlsx', rows),
      'सूची.xlsx',
      REFERENCE,
      (f) => fractions.push(f),
      {
        chunkSize: 50,
      },
    );
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.length).toBeGreaterThan(6);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });
});

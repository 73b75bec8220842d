// SheetJS imported statically: the parse worker is bundled as one classic script (Vite's
// default worker format), which cannot load chunks. The page loads this module lazily instead.
import * as XLSX from 'xlsx';
import { ACCEPTED_EXTENSIONS, extensionOf, SheetFileError } from './sheetFile';

/** A CSV's text: UTF-16 when it starts with that byte-order mark, else UTF-8 (BOM or not). */
function csvText(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

/** Only cell values are read: formatted text, formulas and styles cost a quarter of the time. */
const VALUES_ONLY = { cellText: false, cellHTML: false, cellNF: false, cellFormula: false };

/**
 * The first sheet of a csv, xlsx or xls file as an array of arrays starting at cell A1, so
 * that index + 1 is the sheet row. CSV cells stay text (a typed 05-08-1990 is not turned into
 * 8 May); xlsx/xls dates come as Date objects.
 */
export const readFirstSheet = (buffer: ArrayBuffer, name: string): unknown[][] =>
  readFirstSheetNamed(buffer, name).rows;

/** As readFirstSheet, with the sheet's own name (the error workbook keeps it). */
export function readFirstSheetNamed(
  buffer: ArrayBuffer,
  name: string,
): { sheetName: string; rows: unknown[][] } {
  const extension = extensionOf(name);
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new SheetFileError('unsupported');
  }
  let workbook: XLSX.WorkBook;
  try {
    workbook =
      extension === '.csv'
        ? XLSX.read(csvText(buffer), { type: 'string', raw: true, dense: true })
        : XLSX.read(buffer, { type: 'array', cellDates: true, dense: true, ...VALUES_ONLY });
  } catch {
    throw new SheetFileError('unreadable');
  }
  const sheetName = workbook.SheetNames[0] ?? '';
  const sheet = workbook.Sheets[sheetName];
  if (!sheet?.['!ref']) return { sheetName, rows: [] };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  range.s = { r: 0, c: 0 };
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: null,
    range,
  });
  return { sheetName, rows };
}

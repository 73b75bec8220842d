import {
  NO_WORD,
  VOLUNTEER_COLUMNS,
  YES_WORD,
  type VolunteerColumn,
  type VolunteerFieldKey,
} from './columns';
import { formatDate } from './normalise';

/** One data row of an uploaded sheet: its sheet row number and its cells as text, by column key. */
export interface SheetRow {
  /** The spreadsheet row: index + 2 (row 1 holds the headers). */
  row: number;
  values: Record<VolunteerFieldKey, string>;
}

export interface MappedSheet {
  rows: SheetRow[];
  /** Headers of VOLUNTEER_COLUMNS the sheet lacks (their cells read as empty). */
  missingHeaders: string[];
  /** Header cells matching no column (or repeating one); their cells are ignored. */
  unknownHeaders: string[];
}

/** The blank template: the header row alone, straight from the column definition. */
export function templateRows(): string[][] {
  return [VOLUNTEER_COLUMNS.map((c) => c.header)];
}

const DATE_HINT = /\(.*?\)|\[.*?\]|dd\s*[-/.]\s*mm\s*[-/.]\s*yyyy/gi;
const INVISIBLE = /[\u200B-\u200D\uFEFF]/g;

/** A header as compared: no hint in brackets, no spaces, no invisible joiners, lower case. */
function headerKey(header: unknown): string {
  return String(header ?? '')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(DATE_HINT, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

const COLUMN_BY_HEADER = new Map(VOLUNTEER_COLUMNS.map((c) => [headerKey(c.header), c]));

/**
 * The column an error workbook adds in front (a file-format contract like the headers): it
 * holds the row's messages and is ignored when the corrected file is uploaded again.
 */
export const ERROR_COLUMN_HEADER = 'त्रुटी';
const ERROR_COLUMN_KEY = headerKey(ERROR_COLUMN_HEADER);

const DAY_MS = 86_400_000;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const LAST_EXCEL_DAY = 2_958_465; // 31-12-9999

/** An Excel day serial (days since 30-12-1899) as dd-mm-yyyy. */
function serialToDate(serial: number): string {
  const day = new Date(EXCEL_EPOCH + Math.floor(serial) * DAY_MS);
  return formatDate(new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
}

/**
 * A Date read from a sheet as dd-mm-yyyy. SheetJS makes local midnight, for old dates sometimes
 * off by a historic zone's odd minutes: the nearest local midnight is the day meant.
 */
const dateCell = (date: Date) => formatDate(new Date(date.getTime() + DAY_MS / 2));

const numberText = (value: number) => (Number.isInteger(value) ? value.toFixed(0) : String(value));

/** One cell as the text a person typed in it. */
export function sheetCellText(value: unknown, column: VolunteerColumn): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateCell(value);
  if (typeof value === 'boolean') {
    if (column.flag) return value ? YES_WORD : NO_WORD;
    return String(value);
  }
  if (typeof value === 'number') {
    if (column.type === 'date' && value >= 1 && value <= LAST_EXCEL_DAY) {
      return serialToDate(value);
    }
    return numberText(value);
  }
  return String(value).trim();
}

function matchHeaders(headerRow: readonly unknown[]) {
  const columnAt = new Map<number, VolunteerColumn>();
  const seen = new Set<VolunteerFieldKey>();
  const unknownHeaders: string[] = [];
  headerRow.forEach((cell, index) => {
    const text = String(cell ?? '').trim();
    if (!text || headerKey(text) === ERROR_COLUMN_KEY) return;
    const column = COLUMN_BY_HEADER.get(headerKey(text));
    if (!column || seen.has(column.key)) unknownHeaders.push(text);
    else {
      seen.add(column.key);
      columnAt.set(index, column);
    }
  });
  const missingHeaders = VOLUNTEER_COLUMNS.filter((c) => !seen.has(c.key)).map((c) => c.header);
  return { columnAt, missingHeaders, unknownHeaders };
}

/** Where each known column is in a sheet (0-based), by its header row. */
export function fieldColumns(headerRow: readonly unknown[]): Map<VolunteerFieldKey, number> {
  const { columnAt } = matchHeaders(headerRow);
  return new Map([...columnAt].map(([at, column]) => [column.key, at]));
}

const emptyValues = () =>
  Object.fromEntries(VOLUNTEER_COLUMNS.map((c) => [c.key, ''])) as Record<
    VolunteerFieldKey,
    string
  >;

/**
 * A sheet's array of arrays (row 1 the headers) as rows keyed by column, matched by header.
 * Fully blank rows are skipped; the others keep their sheet row number.
 */
export function mapSheetRows(sheet: readonly (readonly unknown[] | undefined)[]): MappedSheet {
  const { columnAt, missingHeaders, unknownHeaders } = matchHeaders(sheet[0] ?? []);
  const rows: SheetRow[] = [];
  for (let index = 1; index < sheet.length; index += 1) {
    const cells = sheet[index] ?? [];
    const values = emptyValues();
    let blank = true;
    columnAt.forEach((column, at) => {
      const text = sheetCellText(cells[at], column);
      values[column.key] = text;
      if (text) blank = false;
    });
    if (!blank) rows.push({ row: index + 1, values });
  }
  return { rows, missingHeaders, unknownHeaders };
}

import { formatDate } from '../dates';

/** The words a yes/no cell is written with (templates, error files, the volunteer sheet). */
export const YES_WORD = 'होय';
export const NO_WORD = 'नाही';

/**
 * A column an uploaded sheet is read by (the volunteers' and every register's with `upload`):
 * the key its cells go to, the header it is found by, and how a cell becomes text.
 */
export interface SheetColumn<K extends string = string> {
  key: K;
  header: string;
  /** 'date': Excel day numbers read as days. */
  type?: string;
  /** A yes/no column: a boolean cell reads as YES_WORD / NO_WORD. */
  flag?: boolean;
}

/** One data row of an uploaded sheet: its sheet row number and its cells as text, by key. */
export interface SheetRow<K extends string = string> {
  /** The spreadsheet row: index + 2 (row 1 holds the headers). */
  row: number;
  values: Record<K, string>;
}

export interface MappedSheet<K extends string = string> {
  rows: SheetRow<K>[];
  /** Headers of the columns the sheet lacks (their cells read as empty). */
  missingHeaders: string[];
  /** Header cells matching no column (or repeating one); their cells are ignored. */
  unknownHeaders: string[];
}

const DATE_HINT = /\(.*?\)|\[.*?\]|dd\s*[-/.]\s*mm\s*[-/.]\s*yyyy/gi;
const INVISIBLE = /[\u200B-\u200D\uFEFF]/g;

/** A header as compared: no hint in brackets, no spaces, no invisible joiners, lower case. */
export function headerKey(header: unknown): string {
  return String(header ?? '')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(DATE_HINT, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

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
export function sheetCellText(value: unknown, column: Pick<SheetColumn, 'type' | 'flag'>): string {
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

function matchHeaders<K extends string>(
  headerRow: readonly unknown[],
  columns: readonly SheetColumn<K>[],
) {
  const byHeader = new Map(columns.map((c) => [headerKey(c.header), c]));
  const columnAt = new Map<number, SheetColumn<K>>();
  const seen = new Set<K>();
  const unknownHeaders: string[] = [];
  headerRow.forEach((cell, index) => {
    const text = String(cell ?? '').trim();
    if (!text || headerKey(text) === ERROR_COLUMN_KEY) return;
    const column = byHeader.get(headerKey(text));
    if (!column || seen.has(column.key)) unknownHeaders.push(text);
    else {
      seen.add(column.key);
      columnAt.set(index, column);
    }
  });
  const missingHeaders = columns.filter((c) => !seen.has(c.key)).map((c) => c.header);
  return { columnAt, missingHeaders, unknownHeaders };
}

/** Where each known column is in a sheet (0-based), by its header row. */
export function columnPositions<K extends string>(
  headerRow: readonly unknown[],
  columns: readonly SheetColumn<K>[],
): Map<K, number> {
  const { columnAt } = matchHeaders(headerRow, columns);
  return new Map([...columnAt].map(([at, column]) => [column.key, at]));
}

/**
 * A sheet's array of arrays (row 1 the headers) as rows keyed by column, matched by header.
 * Fully blank rows are skipped; the others keep their sheet row number.
 */
export function mapSheet<K extends string>(
  sheet: readonly (readonly unknown[] | undefined)[],
  columns: readonly SheetColumn<K>[],
): MappedSheet<K> {
  const { columnAt, missingHeaders, unknownHeaders } = matchHeaders(sheet[0] ?? [], columns);
  const rows: SheetRow<K>[] = [];
  for (let index = 1; index < sheet.length; index += 1) {
    const cells = sheet[index] ?? [];
    const values = Object.fromEntries(columns.map((c) => [c.key, ''])) as Record<K, string>;
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

/** The blank template: the header row alone, straight from the columns the upload reads. */
export const templateOf = (columns: readonly SheetColumn[]): string[][] => [
  columns.map((c) => c.header),
];

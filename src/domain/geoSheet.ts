import { toAsciiDigits } from './text';
import type { GeoImportRow } from './geoImport';

/** The geography sheet's columns (issue 27), Marathi headings in the template's order. */
export const GEO_SHEET_COLUMNS = [
  { key: 'code', header: 'संकेतांक' },
  { key: 'parentCode', header: 'वरच्या ठिकाणाचा संकेतांक' },
  { key: 'parentId', header: 'वरच्या ठिकाणाचा क्रमांक (संकेतांक नसल्यास)' },
  { key: 'levelId', header: 'स्तर (१–११)' },
  { key: 'name', header: 'नाव' },
  { key: 'suffix', header: 'प्रत्यय' },
] as const;

const text = (cell: unknown) =>
  cell === null || cell === undefined ? '' : toAsciiDigits(String(cell)).trim();
const number = (cell: unknown) => {
  const digits = text(cell);
  return /^\d+$/.test(digits) ? Number(digits) : digits === '' ? undefined : Number.NaN;
};

/** Where each column is in a sheet, by its heading (the template's place when not found). */
export function geoColumns(headerRow: readonly unknown[]): Map<GeoColumnKey, number> {
  const headings = headerRow.map(text);
  return new Map(
    GEO_SHEET_COLUMNS.map((c, i) => {
      const at = headings.indexOf(text(c.header));
      return [c.key, at >= 0 ? at : i];
    }),
  );
}

export type GeoColumnKey = (typeof GEO_SHEET_COLUMNS)[number]['key'];

/**
 * Each problem field's column (a parent's is the parent code's): the cells the error file marks.
 */
export function geoProblemColumns(headerRow: readonly unknown[]): Map<string, number> {
  const at = geoColumns(headerRow);
  return new Map([...at, ['parent', at.get('parentCode')!]]);
}

/**
 * The sheet's rows (its first row is the headings, columns found by them: an error file with
 * its error column uploads again as it is; blank rows are left out) with their sheet row.
 */
export function geoRowsOfSheet(cells: readonly unknown[][]): {
  rows: GeoImportRow[];
  sheetRows: number[];
} {
  const at = geoColumns(cells[0] ?? []);
  const cell = (row: readonly unknown[], key: GeoColumnKey) => row[at.get(key)!];
  const rows: GeoImportRow[] = [];
  const sheetRows: number[] = [];
  cells.slice(1).forEach((row, i) => {
    const own = GEO_SHEET_COLUMNS.map((c) => cell(row, c.key));
    if (own.every((c) => text(c) === '')) return;
    const parentCode = text(cell(row, 'parentCode'));
    const parentId = number(cell(row, 'parentId'));
    rows.push({
      code: text(cell(row, 'code')),
      ...(parentCode ? { parentCode } : {}),
      ...(parentId !== undefined ? { parentId } : {}),
      levelId: number(cell(row, 'levelId')) ?? Number.NaN,
      name: text(cell(row, 'name')),
      suffix: text(cell(row, 'suffix')),
    });
    sheetRows.push(i + 2);
  });
  return { rows, sheetRows };
}

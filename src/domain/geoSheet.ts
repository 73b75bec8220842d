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

export const GEO_ERROR_HEADER = 'त्रुटी';

const text = (cell: unknown) =>
  cell === null || cell === undefined ? '' : toAsciiDigits(String(cell)).trim();
const number = (cell: unknown) => {
  const digits = text(cell);
  return /^\d+$/.test(digits) ? Number(digits) : digits === '' ? undefined : Number.NaN;
};

/** The sheet's rows (its first row is the headings; blank rows are left out) with their sheet row. */
export function geoRowsOfSheet(cells: readonly unknown[][]): {
  rows: GeoImportRow[];
  sheetRows: number[];
} {
  const rows: GeoImportRow[] = [];
  const sheetRows: number[] = [];
  cells.slice(1).forEach((cell, i) => {
    if (cell.every((c) => text(c) === '')) return;
    const parentCode = text(cell[1]);
    const parentId = number(cell[2]);
    rows.push({
      code: text(cell[0]),
      ...(parentCode ? { parentCode } : {}),
      ...(parentId !== undefined ? { parentId } : {}),
      levelId: number(cell[3]) ?? Number.NaN,
      name: text(cell[4]),
      suffix: text(cell[5]),
    });
    sheetRows.push(i + 2);
  });
  return { rows, sheetRows };
}

/** The person's sheet with a last column naming each row's problems (the error file). */
export function geoErrorSheet(
  cells: readonly unknown[][],
  sheetRows: readonly number[],
  messages: ReadonlyMap<number, string[]>,
): unknown[][] {
  return cells.map((cell, i) => {
    const padded = [
      ...cell,
      ...Array(Math.max(0, GEO_SHEET_COLUMNS.length - cell.length)).fill(''),
    ];
    if (i === 0) return [...padded, GEO_ERROR_HEADER];
    const row = sheetRows.indexOf(i + 1);
    return [...padded, row >= 0 ? (messages.get(row) ?? []).join('; ') : ''];
  });
}

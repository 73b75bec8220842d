/** Cells of a spreadsheet export: text or numbers. */
export type Cell = string | number;

// = + @, a tab or a carriage return start a formula in a spreadsheet (OWASP CSV injection)
const FORMULA_START = /^[=+@\t\r]/;
// '-' too, unless only Devanagari or spaces follow it (a name like "-राम" cannot be a formula
// and would otherwise show a visible ')
const DASH_FORMULA = /^-(?![\u0900-\u097f\s]*$)/;

/**
 * Neutralises formula injection (DESIGN §8): text starting with = + - @, a tab or a carriage
 * return gets a leading '.
 */
export function neutraliseCell(value: Cell | null | undefined): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) || DASH_FORMULA.test(value) ? `'${value}` : value;
}

/**
 * The one column type of every table and sheet: its header text, the text of the group header
 * spanning it and its neighbours of the same group, and how to read a row's cell.
 */
export interface SheetColumn<R> {
  header: string;
  group?: string;
  value: (row: R) => Cell | null | undefined;
  /** A total that is not the column's sum: from the totals row (`at`: its place) or the rows. */
  totalOf?(totals: readonly Cell[], at: number, rows: readonly R[]): Cell;
}

/** The totals row with each column's own total where it has one (a change, not a sum). */
export function derivedTotals<R>(
  columns: readonly Pick<SheetColumn<R>, 'totalOf'>[],
  totals: Cell[],
  rows: readonly R[],
): Cell[] {
  return totals.map((cell, i) => columns[i]?.totalOf?.(totals, i, rows) ?? cell);
}

/** A header cell: a group over its columns, or a column's (two rows high beside groups). */
export interface HeaderCell {
  text: string;
  col: number;
  colSpan: number;
  rowSpan: number;
}

/**
 * The header rows of a table: one row when no column is grouped, else two (groups over their
 * columns, an ungrouped column's header spanning both).
 */
export function groupedHeader(
  columns: readonly { header: string; group?: string }[],
): HeaderCell[][] {
  if (!columns.some((c) => c.group)) {
    return [columns.map((c, col) => ({ text: c.header, col, colSpan: 1, rowSpan: 1 }))];
  }
  const top: HeaderCell[] = [];
  const bottom: HeaderCell[] = [];
  columns.forEach((column, col) => {
    if (!column.group) {
      top.push({ text: column.header, col, colSpan: 1, rowSpan: 2 });
      return;
    }
    const last = top.at(-1);
    const sameGroup = last && last.rowSpan === 1 && columns[col - 1]?.group === column.group;
    if (sameGroup) last.colSpan += 1;
    else top.push({ text: column.group, col, colSpan: 1, rowSpan: 1 });
    bottom.push({ text: column.header, col, colSpan: 1, rowSpan: 1 });
  });
  return [top, bottom];
}

/**
 * The sheet as an array of arrays: the header row, one row per record and, when given, a
 * totals row (label in the first column, the sum of each numeric column in the others).
 */
export function buildSheetRows<R>(
  columns: readonly SheetColumn<R>[],
  rows: readonly R[],
  totalsLabel?: string,
): Cell[][] {
  const body = rows.map((row) => columns.map((c) => neutraliseCell(c.value(row))));
  const sheet: Cell[][] = [columns.map((c) => neutraliseCell(c.header)), ...body];
  if (totalsLabel !== undefined)
    sheet.push(derivedTotals(columns, totalsRow(body, columns.length, totalsLabel), rows));
  return sheet;
}

/**
 * The one totals row of every table and sheet: the label, then per column the sum of its
 * numbers ('' for a column with none). An empty table shows `whenEmpty` under every column: a
 * report whose columns are all counts passes 0, a table of mixed columns keeps ''.
 */
export function totalsRow(
  body: readonly Cell[][],
  width: number,
  label: string,
  whenEmpty: Cell = '',
): Cell[] {
  const row: Cell[] = [neutraliseCell(label)];
  for (let i = 1; i < width; i += 1) {
    const numbers = body.map((r) => r[i]).filter((c): c is number => typeof c === 'number');
    if (body.length === 0) row.push(whenEmpty);
    else row.push(numbers.length ? numbers.reduce((a, b) => a + b, 0) : '');
  }
  return row;
}

/** Column widths (in characters) that fit the longest cell of each column. */
export function columnWidths(sheet: readonly Cell[][], min = 8, max = 60): number[] {
  const width = Math.max(0, ...sheet.map((r) => r.length));
  return Array.from({ length: width }, (_, i) =>
    Math.min(max, Math.max(min, ...sheet.map((r) => String(r[i] ?? '').length + 2))),
  );
}

/** The download's file name: place label and report name, unsafe characters replaced. */
export function sheetFileName(placeLabel: string, reportName: string): string {
  const base = [placeLabel, reportName].filter(Boolean).join(' ').trim();
  return `${base.replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;
}

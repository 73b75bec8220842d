import type { Cell, Fill, Worksheet } from 'exceljs';
import { ERROR_COLUMN_HEADER } from '../../domain/sheet';
import type { RowWarning } from './rowWarnings';

const HIGHLIGHT: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const ERROR_FONT = { bold: true, color: { argb: 'FF9C0006' } };

/**
 * SheetJS reads a date cell as local midnight; ExcelJS writes a Date as UTC. The same clock
 * fields at UTC keep the person's day (and time) exactly as they typed it.
 */
const asWrittenDate = (date: Date) =>
  new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
    ),
  );

function setValue(cell: Cell, value: unknown) {
  if (value === null || value === undefined || value === '') return;
  if (value instanceof Date) {
    cell.value = asWrittenDate(value);
    cell.numFmt = 'dd-mm-yyyy';
  } else if (typeof value === 'number' || typeof value === 'boolean') cell.value = value;
  else cell.value = String(value);
}

function markProblems(
  sheet: Worksheet,
  columns: ReadonlyMap<string, number>,
  problems: readonly RowWarning[],
) {
  for (const { row, messages, fields } of problems) {
    const errorCell = sheet.getCell(row, 1);
    errorCell.value = messages.join('; ');
    errorCell.font = ERROR_FONT;
    errorCell.alignment = { wrapText: true, vertical: 'top' };
    for (const field of fields) {
      const at = columns.get(field);
      if (at !== undefined) sheet.getCell(row, at + 2).fill = HIGHLIGHT;
    }
  }
}

/**
 * The person's own sheet (same rows, columns and values) with a first column of each bad
 * row's messages, the bad cells highlighted and a frozen, filtered header: fixed in Excel and
 * uploaded again as it is (the error column is ignored on upload). `columns` says where each
 * field's cell is (by its heading).
 */
export async function errorWorkbook(
  sheetName: string,
  rows: readonly (readonly unknown[] | undefined)[],
  problems: readonly RowWarning[],
  columns: ReadonlyMap<string, number>,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName || 'Sheet1', {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  const width = Math.max(1, ...rows.map((cells) => cells?.length ?? 0));
  rows.forEach((cells, index) =>
    cells?.forEach((value, column) => setValue(sheet.getCell(index + 1, column + 2), value)),
  );
  sheet.getCell(1, 1).value = ERROR_COLUMN_HEADER;
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).width = 60;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: width + 1 } };
  markProblems(sheet, columns, problems);
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

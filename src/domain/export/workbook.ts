import type * as Xlsx from 'xlsx';
import { INDIAN_NUMBER_FORMAT } from '../figures';
import { columnWidths, type Cell } from './sheet';

/** A merged range, as SheetJS writes it (`!merges`). */
export interface SheetMerge {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

/** One sheet of a download: its cells, merged ranges and column widths (in characters). */
export interface ReportSheet {
  sheetName: string;
  rows: Cell[][];
  merges: SheetMerge[];
  widths: number[];
  /** How many places (rows between the header and the totals) a report sheet lists; a report
   * with none is not worth a file. Absent for a plain table. */
  placeRows?: number;
}

/** Excel sheet names: at most 31 characters (cut at a word), none of : \\ / ? * [ ]. */
export function sheetNameOf(title: string): string {
  const clean = title.replace(/[:\\/?*[\]]/g, ' ').trim();
  if (clean.length <= 31) return clean;
  const cut = clean.slice(0, 31);
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}

// Devanagari letters with their marks render wider than their code units suggest.
export const DEVANAGARI_WIDTH = 1.3;

/** A plain table (header row first, cells already neutralised) as a sheet of its own. */
export function plainSheet(rows: Cell[][], sheetName: string): ReportSheet {
  return {
    sheetName: sheetNameOf(sheetName),
    rows,
    merges: [],
    widths: columnWidths(rows).map((w) => Math.ceil(w * DEVANAGARI_WIDTH)),
  };
}

/** The workbook of one sheet, with SheetJS passed in (it is loaded only when a file is made). */
export function buildWorkbook(XLSX: typeof Xlsx, sheet: ReportSheet): Xlsx.WorkBook {
  const worksheet = XLSX.utils.aoa_to_sheet(sheet.rows);
  // whole figures show in Indian grouping (1,23,456) and stay numbers to sum
  for (const cell of Object.values(worksheet) as Xlsx.CellObject[]) {
    if (cell?.t === 'n' && Number.isInteger(cell.v)) cell.z = INDIAN_NUMBER_FORMAT;
  }
  if (sheet.merges.length) worksheet['!merges'] = sheet.merges;
  worksheet['!cols'] = sheet.widths.map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, worksheet, sheet.sheetName || 'Sheet1');
  return workbook;
}

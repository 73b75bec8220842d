import type * as Xlsx from 'xlsx';
import { columnWidths, neutraliseCell, sheetFileName, type Cell } from '../export';
import { reportColumns, reportTotalsRow, rowCells, type ReportColumn } from './columns';
import { headerCounts, headerRows, reportRows } from './layout';
import type { SummaryReport } from './types';
import type { ReportView } from './view';

export type SheetTranslate = (key: string, options?: Record<string, unknown>) => string;

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
  /** How many places (rows between the header and the totals) the sheet lists. */
  placeRows: number;
}

const merge = (r: number, c: number, r2: number, c2: number): SheetMerge => ({
  s: { r, c },
  e: { r: r2, c: c2 },
});

/** Excel sheet names: at most 31 characters (cut at a word), none of : \\ / ? * [ ]. */
export function sheetNameOf(title: string): string {
  const clean = title.replace(/[:\\/?*[\]]/g, ' ').trim();
  if (clean.length <= 31) return clean;
  const cut = clean.slice(0, 31);
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}

interface SheetParts<R> {
  title: string;
  /** The sheet's name when not the title. */
  sheetName?: string;
  /** Lines under the title (period, place counts), each merged across the sheet. */
  lines: string[];
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  translate: SheetTranslate;
  /** The totals row's label (the summary report's 'एकूण' by default). */
  totalsLabel?: string;
}

/** Title lines, the two-row header (groups merged), one row per place, the totals row. */
export function layoutSheet<R>(parts: SheetParts<R>): ReportSheet {
  const { title, sheetName = title, lines, columns, rows, translate, totalsLabel } = parts;
  const width = columns.length;
  const blank = (): Cell[] => Array<Cell>(width).fill('');
  const out: Cell[][] = [title, ...lines].map((line) => [
    neutraliseCell(line),
    ...blank().slice(1),
  ]);
  const merges = out.map((_, r) => merge(r, 0, r, width - 1));
  out.push(blank());
  const headerAt = out.length;
  const header = [blank(), blank()];
  headerRows(columns).forEach((cells, level) =>
    cells.forEach((cell) => {
      header[level][cell.col] = translate(cell.labelKey);
      if (cell.colSpan > 1 || cell.rowSpan > 1) {
        const r = headerAt + level;
        merges.push(merge(r, cell.col, r + cell.rowSpan - 1, cell.col + cell.colSpan - 1));
      }
    }),
  );
  const body = rows.map((row) => rowCells(columns, row).map(neutraliseCell));
  const totals = reportTotalsRow(columns, rows, totalsLabel ?? translate('app.ahawal.total'));
  out.push(...header, ...body, totals);
  // Devanagari letters with their marks render wider than their code units suggest.
  const widths = columnWidths([header[1], ...body, totals]).map((w) => Math.ceil(w * 1.3));
  return { sheetName: sheetNameOf(sheetName), rows: out, merges, widths, placeRows: rows.length };
}

/** The place with its suffix, as titles and file names show it. */
export const reportPlaceLabel = (report: SummaryReport) =>
  [report.location_name, report.name_suffix].filter(Boolean).join(' ');

/** 'place अहवाल': the screen's title, the sheet's name and the file's name. */
export const reportTitle = (report: SummaryReport, translate: SheetTranslate) =>
  translate('app.ahawal.title', { place: reportPlaceLabel(report) });

export const reportFileName = (report: SummaryReport, translate: SheetTranslate) =>
  sheetFileName(reportPlaceLabel(report), translate('app.ahawal.report'));

const countsLine = (view: ReportView, report: SummaryReport, translate: SheetTranslate) =>
  headerCounts(view, report)
    .map((c) => `${translate(c.labelKey)}: ${c.value}`)
    .join(' · ');

/** The view's download: only places with a record where the view lists upkhands or nagars. */
export function reportSheet(
  view: ReportView,
  report: SummaryReport,
  translate: SheetTranslate,
  period: string,
): ReportSheet {
  return layoutSheet({
    title: reportTitle(report, translate),
    lines: [period, countsLine(view, report, translate)],
    columns: reportColumns(view),
    rows: reportRows(report, true),
    translate,
  });
}

/** The workbook of one sheet, with SheetJS passed in (it is loaded only when a file is made). */
export function buildWorkbook(XLSX: typeof Xlsx, sheet: ReportSheet): Xlsx.WorkBook {
  const worksheet = XLSX.utils.aoa_to_sheet(sheet.rows);
  worksheet['!merges'] = sheet.merges;
  worksheet['!cols'] = sheet.widths.map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, worksheet, sheet.sheetName || 'Sheet1');
  return workbook;
}

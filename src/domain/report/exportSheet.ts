import {
  columnWidths,
  DEVANAGARI_WIDTH,
  neutraliseCell,
  sheetFileName,
  sheetNameOf,
  type Cell,
  type ReportSheet,
  type SheetMerge,
} from '../export';
import { reportColumns, reportTotalsRow, rowCells, type ReportColumn } from './columns';
import { headerCounts, headerRows, reportRows } from './layout';
import type { SummaryReport } from './types';
import type { ReportView } from './view';

export type SheetTranslate = (key: string, options?: Record<string, unknown>) => string;

const merge = (r: number, c: number, r2: number, c2: number): SheetMerge => ({
  s: { r, c },
  e: { r: r2, c: c2 },
});

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
  const widths = columnWidths([header[1], ...body, totals]).map((w) =>
    Math.ceil(w * DEVANAGARI_WIDTH),
  );
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
  columns: readonly ReportColumn[] = reportColumns(view),
): ReportSheet {
  return layoutSheet({
    title: reportTitle(report, translate),
    lines: [period, countsLine(view, report, translate)],
    columns,
    rows: reportRows(report, true),
    translate,
  });
}

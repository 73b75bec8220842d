import { sheetFileName, type ReportSheet } from '../export';
import { metricColumns, reportRowLabel, type ReportColumn } from './columns';
import { layoutSheet, reportPlaceLabel, type SheetTranslate } from './exportSheet';
import type { ReportPlace, SummaryReport } from './types';

/** A mandal of an upkhand, or a vasti of an upkhand-nagar, with the name of its parent. */
export type SubUnitRow = ReportPlace & { parent_label: string };

/** The per-mandal rows of a taluka or urban-town report (recorded upkhands and nagars only). */
export function subUnitRows(report: SummaryReport): SubUnitRow[] {
  const recorded = <T extends ReportPlace>(list: T[] = []) =>
    list.filter((p) => p.sanghik_record_found);
  return [
    ...recorded(report.upkhand).flatMap((u) =>
      u.mandals.map((m) => ({ ...m, parent_label: reportRowLabel(u) })),
    ),
    ...recorded(report.upkhandNagar).flatMap((n) =>
      n.children_locations.map((v) => ({ ...v, parent_label: reportRowLabel(n) })),
    ),
  ];
}

/** The per-mandal workbook of the taluka and urban-town summary. */
export function subUnitSheet(
  report: SummaryReport,
  translate: SheetTranslate,
  period: string,
): ReportSheet {
  const columns: ReportColumn<SubUnitRow>[] = [
    { labelKey: 'app.ahawal.col.upkhandOrNagar', value: (r) => r.parent_label },
    { labelKey: 'app.ahawal.col.mandalOrVasti', value: reportRowLabel },
    ...metricColumns<SubUnitRow>(),
  ];
  return layoutSheet({
    title: translate('app.ahawal.subUnit.title', { place: reportPlaceLabel(report) }),
    sheetName: translate('app.ahawal.subUnit.report'),
    lines: [period],
    columns,
    rows: subUnitRows(report),
    translate,
  });
}

export const subUnitFileName = (report: SummaryReport, translate: SheetTranslate) =>
  sheetFileName(reportPlaceLabel(report), translate('app.ahawal.subUnit.report'));

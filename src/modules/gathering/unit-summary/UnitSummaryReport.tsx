import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  buildSheetRows,
  plainSheet,
  sheetFileName,
  placeLabel,
  type SheetColumn,
} from '../../../domain';
import { DownloadButton, ReportFrame, ReportTable } from '../../../shared/exports';
import { useSelectedPlace } from '../../../shared/geo-picker';
import type { UnitSummaryChild } from '../../../dataProvider/unitSummary';
import { useUnitSummary } from './useUnitSummary';

const T = 'app.unitReports';

export interface UnitSummaryReportProps {
  /** `app.unitReports.<report>.title` names the page, the table and the downloaded file. */
  report: 'sankalpReport' | 'statusReport';
  tableColumns: SheetColumn<UnitSummaryChild>[];
  sheetColumns?: SheetColumn<UnitSummaryChild>[];
  note?: ReactNode;
}

/** One row per child place of the chosen place, a totals row and an xlsx download. */
export function UnitSummaryReport({
  report,
  tableColumns,
  sheetColumns = tableColumns,
  note,
}: UnitSummaryReportProps) {
  const translate = useTranslate();
  const { place } = useSelectedPlace();
  const { summary, loading, failed } = useUnitSummary(place?.location_id);
  const children = summary?.children ?? [];
  const reportName = translate(`${T}.${report}.title`);
  const totalsLabel = translate(`${T}.total`);
  const printTitle = `${place ? placeLabel(place) : ''} ${reportName}`.trim();
  return (
    <ReportFrame
      title={`${T}.${report}.title`}
      hasPlace={!!place}
      loading={loading || (!!place && !summary && !failed)}
      failed={failed}
      empty={summary && !children.length ? `${T}.noChildren` : undefined}
      printTitle={printTitle}
      printLandscape={tableColumns.length > 8}
      actions={
        <DownloadButton
          build={() => plainSheet(buildSheetRows(sheetColumns, children, totalsLabel), reportName)}
          fileName={sheetFileName(place ? placeLabel(place) : '', reportName)}
        />
      }
    >
      {note}
      <ReportTable
        label={reportName}
        columns={tableColumns}
        rows={children}
        rowKey={(c) => c.location_id}
        totalsLabel={totalsLabel}
      />
    </ReportFrame>
  );
}

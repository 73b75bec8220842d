import { useTranslate } from 'react-admin';
import {
  reportColumns,
  reportRows,
  reportTitle,
  sheetColumns,
  type ReportColumn,
  type ReportView,
  type SummaryReport,
} from '../../../domain/report';
import { ReportTable } from '../../../shared/exports';
import { SummaryCountsTable } from './SummaryCountsTable';

/** The part every view shares: its header counts and one row per child place with totals. */
export function ChildTableView({
  view,
  report,
  columns = reportColumns(view),
}: {
  view: ReportView;
  report: SummaryReport;
  /** The view's columns, or them beside last year or the targets (issue 49). */
  columns?: readonly ReportColumn[];
}) {
  const translate = useTranslate();
  return (
    <>
      <SummaryCountsTable view={view} report={report} />
      <ReportTable
        columns={sheetColumns(columns, translate)}
        rows={reportRows(report)}
        label={reportTitle(report, translate)}
        totalsLabel={translate('app.ahawal.total')}
        totalsWhenEmpty={0}
      />
    </>
  );
}

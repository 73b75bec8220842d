import { useTranslate } from 'react-admin';
import {
  reportColumns,
  reportRows,
  reportTitle,
  type ReportView,
  type SummaryReport,
} from '../../domain/report';
import { ReportDataTable } from './ReportDataTable';
import { SummaryCountsTable } from './SummaryCountsTable';

/** The part every view shares: its header counts and one row per child place with totals. */
export function ChildTableView({ view, report }: { view: ReportView; report: SummaryReport }) {
  const translate = useTranslate();
  return (
    <>
      <SummaryCountsTable view={view} report={report} />
      <ReportDataTable
        columns={reportColumns(view)}
        rows={reportRows(report)}
        label={reportTitle(report, translate)}
      />
    </>
  );
}

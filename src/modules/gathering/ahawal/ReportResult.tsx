import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { monthKey } from '../../../domain';
import { formatDateTime } from '../../../domain/dates';
import { indicatorLabelKey } from '../../../domain/engine/labels';
import { sanghik } from '../../../domain/modules/gathering/sanghik';
import {
  comparedReportColumns,
  indicatorReportColumns,
  reportFileName,
  reportSheet,
  reportTitle,
  subUnitFileName,
  subUnitRows,
  subUnitSheet,
  type Comparison,
  type ReportView,
  type SummaryReport,
} from '../../../domain/report';
import { ChildTableView } from './ChildTableView';
import { PrintButton, PrintHeading } from '../../../shared/print';
import { DownloadButton } from '../../../shared/exports';
import { MandalVillages } from './MandalVillages';
import { PendingPlaces } from './PendingPlaces';
import { SubUnitLists } from './SubUnitLists';

const INDICATOR_COLUMNS = indicatorReportColumns(sanghik.indicators ?? [], (name) =>
  indicatorLabelKey(sanghik.name, name),
);

/** What a view shows below the shared table, where views differ. */
const VIEW_EXTRAS: Partial<Record<ReportView, ComponentType<{ report: SummaryReport }>>> = {
  taluka: SubUnitLists,
  city_nagar: SubUnitLists,
  upkhand: MandalVillages,
};

/** One of the six views: title, period and 'as of', downloads, the tables and who is pending. */
export function ReportResult({
  view,
  report,
  comparison = null,
  indicators = false,
}: {
  view: ReportView;
  report: SummaryReport;
  comparison?: Comparison;
  /** The gathering's declared indicators as columns after the figures (issue 49 §3). */
  indicators?: boolean;
}) {
  const translate = useTranslate();
  const extra = indicators ? INDICATOR_COLUMNS : [];
  const columns = comparedReportColumns(view, comparison, translate, extra);
  const period = translate('app.ahawal.period', {
    month: translate(monthKey(report.month)),
    year: report.year,
  });
  const asOf = report.computed_at ? formatDateTime(report.computed_at) : null;
  const Extra = VIEW_EXTRAS[view];
  const hasSubUnits = (view === 'taluka' || view === 'city_nagar') && subUnitRows(report).length;
  return (
    <Box component="section" sx={{ mt: 3 }} data-view={view}>
      <PrintHeading />
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} alignItems="center">
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {reportTitle(report, translate)}
        </Typography>
        <DownloadButton
          fileName={reportFileName(report, translate)}
          build={() => reportSheet(view, report, translate, period, columns)}
        />
        <PrintButton title={reportTitle(report, translate)} landscape />
        {hasSubUnits ? (
          <DownloadButton
            labelKey="app.ahawal.subUnit.button"
            fileName={subUnitFileName(report, translate)}
            build={() => subUnitSheet(report, translate, period)}
          />
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {period}
        {asOf && ` · ${translate('app.ahawal.asOf', { date: asOf })}`}
      </Typography>
      <ChildTableView view={view} report={report} columns={columns} />
      {Extra && <Extra report={report} />}
      <PendingPlaces
        pending={report.pending}
        title={reportTitle(report, translate)}
        period={period}
      />
    </Box>
  );
}

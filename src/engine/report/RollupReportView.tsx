import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { DownloadButton, ReportTable } from '../../shared/exports';
import type { AppDataProvider } from '../../dataProvider';
import { formatDateTime } from '../../domain/dates';
import { sheetFileName } from '../../domain/export';
import {
  rollupColumns,
  type CountFormDeclaration,
  type CountPeriodBody,
  type RegisterDeclaration,
  type RollupRow,
} from '../../domain/engine';
import {
  layoutSheet,
  sheetColumns,
  withLastYear,
  withTargets,
  type Comparison,
} from '../../domain/report';
import { CompareSwitches } from '../../shared/CompareSwitches';
import { PageLoading } from '../../shared/PageLoading';
import { PrintButton, PrintHeading } from '../../shared/print';

export interface RollupReportViewProps {
  /** The module whose `/report` is asked (the report, or the count form's own view). */
  name: string;
  source: CountFormDeclaration | RegisterDeclaration;
  body: CountPeriodBody;
  /** The report's translated name, with its festival when it has one. */
  title: string;
}

/** A row's figures of last year, as a row of its own (null: the app had no such year). */
const lastYearRow = (row: RollupRow): RollupRow | null =>
  row.last_year ? { ...row, eligible: row.last_year.eligible, values: row.last_year.values } : null;

/**
 * A roll-up per child place: the table with grouped headers and totals, "as of", the workbook;
 * on asking, each figure beside the same period's last year and the change, or beside its
 * target and the share reached (issue 49).
 */
export function RollupReportView({ name, source, body, title }: RollupReportViewProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // one comparison at a time: last year's figures, or the targets
  const [compared, setCompared] = useState<Comparison>(null);
  const asked = compared ? { ...body, [compared]: true } : body;
  const { data, isPending, isError } = useQuery({
    queryKey: [name, 'report', asked],
    queryFn: () => dataProvider.getRollupReport(name, asked),
  });
  const compare = <CompareSwitches value={compared} onChange={setCompared} />;
  if (isPending)
    return (
      <>
        {compare}
        <PageLoading sx={{ mt: 2 }} />
      </>
    );
  if (isError)
    return (
      <>
        {compare}
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(
            compared === 'lastYear' ? 'app.compare.loadFailed' : 'app.countForm.loadFailed',
          )}
        </Alert>
      </>
    );
  if (!data.rows.length)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('app.countReport.noRows')}
      </Alert>
    );
  const columns =
    compared === 'lastYear'
      ? withLastYear(rollupColumns(source), lastYearRow, translate)
      : compared === 'targets'
        ? withTargets(rollupColumns(source), (r) => r.target ?? null, translate)
        : rollupColumns(source);
  const heading = translate('app.countReport.title', { place: data.place.label, name: title });
  const asOf = data.computed_at
    ? translate('app.countReport.asOf', { date: formatDateTime(data.computed_at) })
    : '';
  const period = [data.year, asOf].filter(Boolean).join(' · ');
  const total = translate('app.countReport.col.total');
  const sheet = () =>
    layoutSheet({
      title: heading,
      lines: [period],
      columns,
      rows: data.rows,
      translate,
      totalsLabel: total,
    });
  return (
    <Box sx={{ mt: 1 }}>
      {compare}
      <PrintHeading />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
        <DownloadButton fileName={sheetFileName(data.place.label, title)} build={sheet} />
        <PrintButton title={heading} landscape={columns.length > 8} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {period}
      </Typography>
      {!data.computed_at && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.countReport.noFigures')}
        </Alert>
      )}
      <ReportTable
        columns={sheetColumns(columns, translate)}
        rows={data.rows}
        label={heading}
        totalsLabel={total}
        totalsWhenEmpty={0}
        rowKey={(r) => r.location_id}
      />
    </Box>
  );
}

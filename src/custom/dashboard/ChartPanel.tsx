import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import { useAppPath } from '../../shared/useAppPath';
import { buildSheetRows, plainSheet, sheetFileName, type SheetColumn } from '../../domain';
import { DownloadButton } from '../../shared/exports';
import { ChartTable } from './ChartTable';

export interface ChartSeries {
  label: string;
  /** A value per category; null where there is none (a month with no target: no point). */
  values: (number | null)[];
  /** Bars of one stack are drawn on top of each other. */
  stack?: string;
}

export interface ChartPanelProps {
  title: string;
  kind: 'bar' | 'line';
  /** The x axis: months or places. */
  categoryHeader: string;
  categories: string[];
  series: ChartSeries[];
  /** The place the numbers are of (the download's file name). */
  placeLabel: string;
  /** The app route of the screen the figures come from (DESIGN §13: every figure links). */
  source: string;
}

/**
 * A chart of the analytics page with its table view (also read by screen readers while the
 * chart shows) and an xlsx download of the same numbers.
 */
export function ChartPanel(props: ChartPanelProps) {
  const { title, kind, categoryHeader, categories, series, placeLabel, source } = props;
  const path = useAppPath();
  const translate = useTranslate();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const columns: SheetColumn<number>[] = [
    { header: categoryHeader, value: (i) => categories[i] },
    ...series.map((s) => ({ header: s.label, value: (i: number) => s.values[i] ?? '' })),
  ];
  const rows = buildSheetRows(
    columns,
    categories.map((_, i) => i),
  );
  const chartSeries = series.map((s) => ({ data: s.values, label: s.label, stack: s.stack }));
  const band = { scaleType: 'band' as const, data: categories };
  const point = { scaleType: 'point' as const, data: categories };
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-label={title}>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} alignItems="center">
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
        >
          <ToggleButton value="chart">{translate('app.analytics.chartView')}</ToggleButton>
          <ToggleButton value="table">{translate('app.analytics.tableView')}</ToggleButton>
        </ToggleButtonGroup>
        <DownloadButton
          build={() => plainSheet(rows, title)}
          fileName={sheetFileName(placeLabel, title)}
        />
        <Button
          size="small"
          component={LinkBase}
          to={path(source)}
          aria-label={translate('app.analytics.sourceOf', { title })}
        >
          {translate('app.analytics.source')}
        </Button>
      </Stack>
      {view === 'chart' &&
        (kind === 'bar' ? (
          <BarChart height={300} xAxis={[band]} series={chartSeries} />
        ) : (
          <LineChart height={300} xAxis={[point]} series={chartSeries} />
        ))}
      <ChartTable caption={title} rows={rows} visible={view === 'table'} />
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { placeLabel } from '../../domain';
import { REPORT_PERIOD } from '../../modules/gathering/ahawal/reportPeriod';
import { GeoPickerButton, useSelectedPlace } from '../../shared/geo-picker';
import { PeriodFields } from '../../shared/period/PeriodFields';
import { initialPeriod, storePeriod, type Period } from '../../shared/period/periodStore';
import { ChartPanel } from './ChartPanel';
import { analyticsCharts } from './analyticsCharts';
import { useApiCall } from '../../shared/useApiCall';

const T = 'app.analytics';

/** /dashboard/analytics: 12 months of a place's gathering and its children's chosen month. */
export function AnalyticsPage({ today = new Date() }: { today?: Date }) {
  const translate = useTranslate();
  const { place, ready } = useSelectedPlace();
  const [period, setPeriod] = useState<Period>(() => initialPeriod(today, REPORT_PERIOD));
  const locationId = place?.location_id;
  const { state } = useApiCall(
    // asked once the chosen place is known, so that the page asks once, not twice
    async (dp) => (ready ? dp.getDashboardAnalytics({ locationId, ...period }) : null),
    `${ready}:${locationId}:${period.year}:${period.month}`,
  );
  const choosePeriod = (next: Period) => {
    setPeriod(next);
    storePeriod(next, REPORT_PERIOD);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} alignItems="center">
        <PeriodFields
          today={today}
          value={period}
          onChange={choosePeriod}
          monthChoices={REPORT_PERIOD.monthChoices}
        />
        <GeoPickerButton />
      </Stack>
      {state.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(`${T}.failed`)}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {(state.status === 'loading' || (state.status === 'ready' && !state.data)) &&
          [0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, lg: 6 }}>
              <Skeleton variant="rounded" height={320} aria-label={translate(`${T}.loading`)} />
            </Grid>
          ))}
        {state.status === 'ready' &&
          state.data &&
          analyticsCharts(
            state.data,
            translate,
            placeLabel({
              localized_name: state.data.place.location_name,
              name_suffix: state.data.place.name_suffix,
            }),
          ).map((chart) => (
            <Grid key={chart.title} size={{ xs: 12, lg: 6 }}>
              {chart.categories.length ? (
                <ChartPanel {...chart} />
              ) : (
                <Alert severity="info">{translate(`${T}.noChildren`)}</Alert>
              )}
            </Grid>
          ))}
      </Grid>
    </Box>
  );
}

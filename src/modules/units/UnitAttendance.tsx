import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { UnitAttendanceTable } from './UnitAttendanceTable';
import { useUnitAttendance } from './useUnitAttendance';

const T = 'app.unitAttendance';

// the charts library is large: it loads with the first chart drawn, never before (DESIGN §14)
const UnitAttendanceChart = lazy(() =>
  import('./UnitAttendanceChart').then((m) => ({ default: m.UnitAttendanceChart })),
);

/** A unit's attendance for the last 12 months: a table and a small chart of the totals. */
export function UnitAttendance({ sankalpId }: { sankalpId: number }) {
  const translate = useTranslate();
  const state = useUnitAttendance(sankalpId);
  const body = () => {
    if (state.status === 'loading') {
      return <CircularProgress aria-label={translate(`${T}.loading`)} />;
    }
    if (state.status === 'error') return <Alert severity="error">{translate(`${T}.error`)}</Alert>;
    if (!state.months.some((m) => m.saved)) {
      return <Alert severity="info">{translate(`${T}.empty`)}</Alert>;
    }
    return (
      <>
        <Suspense fallback={<Box sx={{ height: 200 }} />}>
          <UnitAttendanceChart months={state.months} />
        </Suspense>
        <UnitAttendanceTable months={state.months} />
      </>
    );
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      {body()}
    </Box>
  );
}

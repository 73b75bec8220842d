import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { monthKey } from '../../domain';
import { formatDateTime } from '../../domain/dates';
import type { DashboardSummary } from '../../domain/dashboard';
import { FigureCard } from './FigureCard';
import { GatheringFigures } from './GatheringFigures';
import { PendingCard } from './PendingCard';

const TYPES = ['shakha', 'saptahik_milan', 'sangh_mandali'] as const;

/** The figures of a place: volunteers, units by type, the month's gathering and pending places. */
export function SummaryFigures({ summary }: { summary: DashboardSummary }) {
  const translate = useTranslate();
  const T = 'app.dashboard';
  const { designated, period } = summary;
  const isNew = summary.volunteers === 0 && designated.total === 0;
  return (
    <>
      <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="as-of">
        {translate(`${T}.asOf`, { time: summary.as_of ? formatDateTime(summary.as_of) : '' })}
      </Typography>
      {isNew && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(`${T}.empty`)} {translate(`${T}.emptyHint`)}
        </Alert>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate(`${T}.gathering`, {
          month: translate(monthKey(period.month)),
          year: period.year,
        })}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FigureCard
            testId="figure-volunteers"
            label={translate(`${T}.volunteers`)}
            value={summary.volunteers}
            route="/swayamsuchak/list"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FigureCard
            testId="figure-units"
            label={translate(`${T}.designated`)}
            value={designated.total}
            route="/sankalp/list"
          >
            {TYPES.map((type) => (
              <Typography key={type} color="text.secondary">
                {translate(`${T}.unitType.${type}`)}: {designated[type]}
              </Typography>
            ))}
          </FigureCard>
        </Grid>
        <GatheringFigures summary={summary} />
        <Grid size={{ xs: 12, md: 6 }}>
          <PendingCard summary={summary} />
        </Grid>
      </Grid>
    </>
  );
}

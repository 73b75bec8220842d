import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DashboardSummary } from '../../domain/dashboard';
import { FigureCard } from './FigureCard';

/** This month's gathering: places with a record, attendance and its change. */
export function GatheringFigures({ gathering }: { gathering: DashboardSummary['gathering'] }) {
  const translate = useTranslate();
  const T = 'app.dashboard';
  const { delta } = gathering.change;
  const change =
    delta > 0
      ? translate(`${T}.change.up`, { delta })
      : delta < 0
        ? translate(`${T}.change.down`, { delta: -delta })
        : translate(`${T}.change.same`);
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FigureCard
          testId="figure-places"
          label={translate(`${T}.placesWithRecord`)}
          value={translate(`${T}.placesOf`, {
            done: gathering.places_with_record,
            total: gathering.places_total,
          })}
          route="/ahawal/list"
        >
          {gathering.completeness !== null && (
            <Typography color="text.secondary">
              {translate(`${T}.completeness`, { percent: gathering.completeness })}
            </Typography>
          )}
          {/* warning orange on white is below the 4.5:1 contrast of small text: bold instead */}
          <Typography
            color={gathering.places_pending ? 'text.primary' : 'success.main'}
            fontWeight={gathering.places_pending ? 600 : undefined}
          >
            {translate(`${T}.pendingCount`, { count: gathering.places_pending })}
          </Typography>
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FigureCard
          testId="figure-attendance"
          label={translate(`${T}.attendance`)}
          value={gathering.attendance}
          route="/sanghik/ahawal"
        >
          <Typography color={delta < 0 ? 'error.main' : 'text.secondary'}>
            {change}
            {gathering.change.percent !== null && delta !== 0
              ? ` (${gathering.change.percent > 0 ? '+' : ''}${gathering.change.percent}%)`
              : ''}
          </Typography>
        </FigureCard>
      </Grid>
    </>
  );
}

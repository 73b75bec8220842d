import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DashboardSummary } from '../../domain/dashboard';
import { formatFigure } from '../../domain/figures';
import { achievement, yearChangeText } from '../../domain/report';
import { FigureCard } from './FigureCard';
import { GatheringIndicators } from './GatheringIndicators';
import { PlaceCompleteness } from '../../shared/periodApproval';

/** This month's gathering: places with a record, attendance and its change. */
export function GatheringFigures({ summary }: { summary: DashboardSummary }) {
  const { gathering } = summary;
  const translate = useTranslate();
  const T = 'app.dashboard';
  // while places are still to report, this month so far compares with what the same places
  // had last month, never with all of last month (which said −100 % on the 1st)
  const soFar = gathering.places_pending > 0 ? gathering.so_far : undefined;
  const { delta, percent } = soFar?.change ?? gathering.change;
  const moved =
    delta > 0
      ? translate(`${T}.change.up`, { delta: formatFigure(delta) })
      : delta < 0
        ? translate(`${T}.change.down`, { delta: formatFigure(-delta) })
        : translate(`${T}.change.same`);
  const shownPercent =
    percent !== null && delta !== 0 ? ` (${percent > 0 ? '+' : ''}${percent}%)` : '';
  const change = soFar?.places === 0 ? translate(`${T}.change.noneYet`) : `${moved}${shownPercent}`;
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
          <PlaceCompleteness
            form="sanghik"
            placeId={summary.place.location_id}
            period={summary.period}
          />
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
          <Typography color={delta < 0 && soFar?.places !== 0 ? 'error.main' : 'text.secondary'}>
            {change}
          </Typography>
          {soFar && soFar.places > 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.change.soFar`, { places: soFar.places })}
            </Typography>
          )}
          <YearAndTarget summary={summary} />
          <GatheringIndicators summary={summary} />
        </FigureCard>
      </Grid>
    </>
  );
}

/**
 * The same month last year and the month's target (issue 49). While places are still to
 * report, last year's whole month is shown without a change: it would only say "less".
 */
function YearAndTarget({ summary }: { summary: DashboardSummary }) {
  const translate = useTranslate();
  const T = 'app.dashboard';
  const { attendance, last_year_attendance: before, target_attendance: target } = summary.gathering;
  const count = before === null ? '' : formatFigure(before);
  const whole = summary.gathering.places_pending === 0;
  const percent = achievement(attendance, target);
  return (
    <>
      {before !== null && (
        <Typography variant="body2" color="text.secondary">
          {whole
            ? translate(`${T}.change.lastYearChange`, {
                count,
                change: yearChangeText(attendance, before, translate('app.compare.new')),
              })
            : translate(`${T}.change.lastYear`, { count })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {target === null || percent === null
          ? translate(`${T}.noTarget`)
          : translate(`${T}.target`, { target: formatFigure(target), percent })}
      </Typography>
    </>
  );
}

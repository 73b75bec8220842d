import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PeriodProgress } from '../../domain/periods';
import { formatDay } from '../../domain/dates';
import { formatFigure } from '../../domain/figures';

/** 'yyyy-mm-dd HH:MM' as the offices read it: dd-mm-yyyy HH:MM. */
const asOfText = (at: string) => {
  const [day, time] = at.split(' ');
  return `${formatDay(day!)} ${time ?? ''}`.trim();
};

/**
 * A place's completeness of a period in one line (issue 25, point 6): expected places, saved,
 * submitted, on time and approved, from the roll-ups, and when they last moved.
 */
export function CompletenessLine({
  progress,
  asOf,
}: {
  progress: PeriodProgress;
  asOf: string | null;
}) {
  const translate = useTranslate();
  const figures = Object.fromEntries(
    Object.entries(progress).map(([k, v]) => [k, formatFigure(v)]),
  );
  return (
    <Typography data-testid="completeness">
      {translate('app.periodApproval.completeness', figures)}
      {asOf && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' — '}
          {translate('app.periodApproval.asOf', { at: asOfText(asOf) })}
        </Typography>
      )}
    </Typography>
  );
}

import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { summaryFigure, type DashboardSummary } from '../../domain/dashboard';
import { indicatorLabelKey } from '../../domain/engine/labels';
import { formatFigure } from '../../domain/figures';
import { sanghik } from '../../domain/modules/gathering/sanghik';
import { indicatorValue } from '../../domain/report';

/** The gathering's declared indicators of the month (issue 49 §3), those it has figures for. */
export function GatheringIndicators({ summary }: { summary: DashboardSummary }) {
  const translate = useTranslate();
  const shown = (sanghik.indicators ?? []).flatMap((indicator) => {
    const value = indicatorValue(indicator, (name) => summaryFigure(summary, name));
    return value === null ? [] : [{ indicator, value }];
  });
  return shown.map(({ indicator, value }) => (
    <Typography key={indicator.name} variant="body2" color="text.secondary">
      {translate('app.dashboard.indicator', {
        name: translate(indicatorLabelKey(sanghik.name, indicator.name)),
        value: formatFigure(value),
      })}
    </Typography>
  ));
}

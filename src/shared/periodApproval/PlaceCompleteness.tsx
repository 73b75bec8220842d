import { useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { useApiCall } from '../useApiCall';
import { CompletenessLine } from './CompletenessLine';

/** A place's completeness of a period in one line, asked of the server (dashboard, report). */
export function PlaceCompleteness({
  form,
  placeId,
  period,
}: {
  form: string;
  placeId: number;
  period: { year: string; month: number };
}) {
  const translate = useTranslate();
  const { state } = useApiCall(
    (dp) => dp.getPeriodApprovals(form, { locationId: placeId, ...period }),
    `${form}:${placeId}:${period.year}:${period.month}`,
  );
  if (state.status === 'loading') return null;
  if (state.status === 'failed') {
    return <Typography color="error">{translate('app.periodApproval.failed')}</Typography>;
  }
  return <CompletenessLine progress={state.data.place.progress} asOf={state.data.as_of} />;
}

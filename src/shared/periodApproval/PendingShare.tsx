import { useTranslate } from 'react-admin';
import { moduleNameKey, type CountPeriodBody, type PeriodApprovals } from '../../domain/engine';
import { placeLabel } from '../../domain/geo';
import { pendingOf, periodNameOf, periodText } from '../../domain/periods';
import { ShareButton } from '../ShareButton';

interface Props {
  form: string;
  period: Omit<CountPeriodBody, 'locationId'>;
  rows: PeriodApprovals['children'];
}

/** पाठवा for a form's pending list: each child not yet approved with places still to submit. */
export function PendingShare({ form, period, rows }: Props) {
  const translate = useTranslate();
  const pending = rows.filter((c) => c.state !== 'approved' && pendingOf(c.progress) > 0);
  if (!pending.length) return null;
  const part = String(period.month ?? period.festival ?? '');
  const list = {
    heading: translate('app.share.pendingHeading', {
      title: translate(moduleNameKey(form)),
      period: periodText(periodNameOf(period.year, part), translate),
    }),
    lines: pending.map((c) =>
      translate('app.share.pendingLine', { place: placeLabel(c), n: pendingOf(c.progress) }),
    ),
    empty: translate('app.ahawal.pending.none'),
  };
  return <ShareButton list={list} size="small" />;
}

import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { CountPeriodBody, CountSaveBody } from '../../domain/engine';
import { ReasonDialog } from '../forms/ReasonDialog';

const R = 'app.periodRequest';

interface Props {
  module: string;
  /** The place and period to reopen. */
  at: CountPeriodBody;
  /** Figures going with the request (saved with one tap once granted); none: just the ask. */
  records: CountSaveBody['records'];
  onDone(): void;
  onClose(): void;
}

/**
 * The request to the office above to reopen a closed period (issue 25), with its reason and,
 * when typed, its figures: from the entry screen, and from the outbox for a save refused because
 * its period closed (issue 26).
 */
export function ReopenDialog({ module, at, records, onDone, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { locationId, year, month, festival } = at;
  const period = {
    locationId,
    year,
    ...(month === undefined ? {} : { month }),
    ...(festival === undefined ? {} : { festival }),
  };
  return (
    <ReasonDialog
      title={translate(`${R}.askTitle`)}
      label={translate(`${R}.reason`)}
      submitLabel={translate(`${R}.send`)}
      failedKey={`${R}.failed`}
      onSubmit={(reason) =>
        dataProvider.askReopening(module, {
          ...period,
          reason,
          ...(records.length ? { records, confirmedUnusual: true } : {}),
        })
      }
      onDone={() => {
        notify(`${R}.sent`, { type: 'success' });
        onDone();
      }}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.askNote`)}
      </Typography>
      {records.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(`${R}.withFigures`, { n: records.length })}
        </Typography>
      )}
    </ReasonDialog>
  );
}

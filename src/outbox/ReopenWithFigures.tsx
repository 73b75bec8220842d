import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { CountEntry } from '../domain/outbox';
import { ReasonDialog } from '../shared/forms/ReasonDialog';
import type { Outbox } from './outbox';

const R = 'app.periodRequest';

/**
 * A kept save refused because its period closed goes to the office above with a request to
 * reopen it, its figures with it (issue 25: saved with one tap once granted); sent, it goes.
 */
export function ReopenWithFigures({ entry, outbox }: { entry: CountEntry; outbox: Outbox | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [asking, setAsking] = useState(false);
  const { records, locationId, year, month, festival } = entry.body;
  const period = {
    locationId,
    year,
    ...(month === undefined ? {} : { month }),
    ...(festival === undefined ? {} : { festival }),
  };
  return (
    <>
      <Button size="small" onClick={() => setAsking(true)}>
        {translate(`${R}.ask`)}
      </Button>
      {asking && (
        <ReasonDialog
          title={translate(`${R}.askTitle`)}
          label={translate(`${R}.reason`)}
          submitLabel={translate(`${R}.send`)}
          failedKey={`${R}.failed`}
          onSubmit={(reason) =>
            dataProvider.askReopening(entry.module, {
              ...period,
              reason,
              records,
              confirmedUnusual: true,
            })
          }
          onDone={() => {
            setAsking(false);
            notify(`${R}.sent`, { type: 'success' });
            void outbox?.discard(entry.key);
          }}
          onClose={() => setAsking(false)}
        >
          <Typography variant="body2" color="text.secondary">
            {translate(`${R}.askNote`)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate(`${R}.withFigures`, { n: records.length })}
          </Typography>
        </ReasonDialog>
      )}
    </>
  );
}

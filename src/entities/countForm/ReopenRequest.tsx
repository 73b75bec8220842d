import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { CountFormDeclaration, CountPeriodBody, CountSheet } from '../../domain/entities';
import { ReasonDialog } from '../../shared/forms/ReasonDialog';

const T = 'app.periodRequest';

interface Props {
  d: CountFormDeclaration;
  sheet: CountSheet;
  /** The place and period the sheet was loaded for. */
  body: CountPeriodBody;
  onAsked(): void;
}

/**
 * A closed period's way back (issue 25): what became of the place's last request, and the
 * request to the office above to reopen it, with a reason.
 */
export function ReopenRequest({ d, sheet, body, onAsked }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [asking, setAsking] = useState(false);
  const request = sheet.request;
  if (request?.status === 'pending') {
    return <Typography color="text.secondary">{translate(`${T}.waiting`)}</Typography>;
  }
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        {translate(`${T}.ask`)}
      </Button>
      {request?.status === 'refused' && (
        <Typography color="text.secondary">
          {translate(`${T}.refusedBecause`, { reason: request.decision ?? '' })}
        </Typography>
      )}
      {asking && (
        <ReasonDialog
          title={translate(`${T}.askTitle`)}
          label={translate(`${T}.reason`)}
          submitLabel={translate(`${T}.send`)}
          failedKey={`${T}.failed`}
          onSubmit={(reason) => dataProvider.askReopening(d.name, { ...body, reason })}
          onDone={() => {
            setAsking(false);
            notify(`${T}.sent`, { type: 'success' });
            onAsked();
          }}
          onClose={() => setAsking(false)}
        >
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.askNote`)}
          </Typography>
        </ReasonDialog>
      )}
    </Stack>
  );
}

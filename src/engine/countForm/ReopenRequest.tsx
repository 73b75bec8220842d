import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type {
  CountFormDeclaration,
  CountPeriodBody,
  CountSaveBody,
  CountSheet,
} from '../../domain/engine';
import { ReopenDialog } from '../../shared/periodApproval/ReopenDialog';

const T = 'app.periodRequest';

type Records = NonNullable<CountSaveBody['records']>;

interface Props {
  d: CountFormDeclaration;
  sheet: CountSheet;
  /** The place and period the sheet was loaded for. */
  body: CountPeriodBody;
  /** Whether figures are being typed to go with the request. */
  drafting: boolean;
  onDraft(): void;
  /** The typed figures, checked (null: a rule is broken, already said). */
  draft(): Records | null;
  onAsked(): void;
}

/**
 * A closed period's way back (issue 25): what became of the place's last request, and the
 * request to the office above to reopen it, with a reason.
 */
export function ReopenRequest({ d, sheet, body, drafting, onDraft, draft, onAsked }: Props) {
  const translate = useTranslate();
  // the figures going with the request, checked when asking (null: not asking)
  const [asking, setAsking] = useState<Records | null>(null);
  const ask = () => {
    const records = drafting ? draft() : [];
    if (records) setAsking(records);
  };
  const request = sheet.request;
  if (request?.status === 'pending') {
    return <Typography color="text.secondary">{translate(`${T}.waiting`)}</Typography>;
  }
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={ask}>
        {translate(`${T}.ask`)}
      </Button>
      {!drafting && (
        <Button variant="text" onClick={onDraft}>
          {translate(`${T}.draft`)}
        </Button>
      )}
      {drafting && <Typography color="text.secondary">{translate(`${T}.drafting`)}</Typography>}
      {request?.status === 'refused' && (
        <Typography color="text.secondary">
          {translate(`${T}.refusedBecause`, { reason: request.decision ?? '' })}
        </Typography>
      )}
      {asking !== null && (
        <ReopenDialog
          module={d.name}
          at={body}
          records={asking}
          onDone={() => {
            setAsking(null);
            onAsked();
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </Stack>
  );
}

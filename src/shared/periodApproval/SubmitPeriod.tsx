import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../domain/dates';
import type { CountPeriodBody } from '../../domain/engine';
import type { PeriodGate } from '../../domain/periods';
import { usePeriodStep } from './usePeriodStep';

const T = 'app.periodApproval';

interface Props {
  form: string;
  gate: PeriodGate;
  body: CountPeriodBody;
  /** Edits not yet saved: submitting waits for them. */
  unsaved: boolean;
  onChanged(): void;
}

/**
 * An entry office says its period is complete (issue 25), or takes that back while nothing
 * above has approved it; an approved or not yet begun period offers neither.
 */
export function SubmitPeriod({ form, gate, body, unsaved, onChanged }: Props) {
  const translate = useTranslate();
  const { busy, run } = usePeriodStep(form, onChanged);
  if (gate.status === 'approved') return null;
  if (gate.status === 'closed' && gate.reason === 'future') return null;
  const submitted = gate.submitted;
  const returned = gate.returned;
  return (
    <>
      {returned && (
        <Alert severity="warning" sx={{ my: 2 }} data-testid="period-returned">
          {translate(`${T}.returned`, {
            by: returned.by,
            date: formatDay(returned.on),
            reason: returned.reason,
          })}
        </Alert>
      )}
      <Stack
        direction="row"
        sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 2 }}
        data-testid="period-submission"
      >
        {submitted ? (
          <>
            <Typography color="success.main" fontWeight={600}>
              {translate(`${T}.submitted`, { date: formatDay(submitted.on) })}
            </Typography>
            <Button
              variant="text"
              disabled={busy}
              onClick={() => void run('withdraw', body, { key: `${T}.withdrawn` })}
            >
              {translate(`${T}.withdraw`)}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outlined"
              color="success"
              disabled={busy || unsaved}
              onClick={() => void run('submit', body, { key: `${T}.sent` })}
            >
              {translate(`${T}.submit`)}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
              {translate(`${T}.submitNote`)}
            </Typography>
          </>
        )}
      </Stack>
    </>
  );
}

import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { API_ERROR } from '../../domain/apiErrors';
import { isRecordEntry, placeOf, recordsIn, type OutboxEntry } from '../../domain/engine/outbox';
import { ReopenWithFigures } from './ReopenWithFigures';
import type { Outbox } from '../../outbox/outbox';
import type { useOutboxNames } from './outboxNames';

const T = 'app.outbox';

interface Props {
  entry: OutboxEntry;
  outbox: Outbox | null;
  names: ReturnType<typeof useOutboxNames>;
  onDiscard(): void;
}

/**
 * One save kept on the device: its module and place, period, records, when, and state; one the
 * server refused says why and can be sent again, and one refused because its period closed can
 * go to the office above with a request to reopen it, its figures with it (issue 25).
 */
export function OutboxEntryCard({ entry: e, outbox, names, onDiscard }: Props) {
  const translate = useTranslate();
  const closed =
    !isRecordEntry(e) && e.state === 'attention' && e.problem?.code === API_ERROR.PERIOD_CLOSED;
  return (
    <Card variant="outlined" data-testid="outbox-entry">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2">
            {[names.module(e.module), names.place(placeOf(e)), isRecordEntry(e) && names.record(e)]
              .filter(Boolean)
              .join(' — ')}
          </Typography>
          <Chip
            size="small"
            color={e.state === 'attention' ? 'warning' : 'default'}
            label={names.state(e)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.summary`, {
            period: names.period(e),
            count: recordsIn(e),
            date: names.savedAt(e.savedAt),
          })}
        </Typography>
        {e.state === 'waiting' && e.attempts > 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.attempts`, { count: e.attempts })}
          </Typography>
        )}
        {e.state === 'attention' && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {names.problem(e)}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {e.state === 'attention' && !closed && (
          <Button size="small" onClick={() => void outbox?.retry(e.key)}>
            {translate(e.problem?.conflicts?.length ? `${T}.keepMine` : `${T}.retry`)}
          </Button>
        )}
        {closed && <ReopenWithFigures entry={e} outbox={outbox} />}
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDiscard}>
          {translate(`${T}.discard`)}
        </Button>
      </CardActions>
    </Card>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { plainSheet } from '../../domain/export';
import { recordsIn, unsentFigureRows, type OutboxEntry } from '../../domain/engine/outbox';
import { useDownload } from '../../shared/exports';
import { useOutbox } from '../../outbox/OutboxContext';
import { useOutboxNames } from './outboxNames';
import { OutboxEntryCard } from './OutboxEntryCard';

const T = 'app.outbox';
const HEADINGS = ['module', 'place', 'period', 'subject', 'field', 'value', 'state', 'savedAt'];

/**
 * /outbox: the saves kept on this device and not yet on the server (issue 26, point 6): each
 * with its place, period, how many records, when, and its state; "needs attention" says why,
 * with send again and discard (confirmed); all of them downloadable as the person's own copy.
 */
export function OutboxPage() {
  const translate = useTranslate();
  const names = useOutboxNames();
  const { outbox, entries } = useOutbox();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const { busy, download } = useDownload();
  const saveCopy = () =>
    download(
      () =>
        plainSheet(
          unsentFigureRows(
            entries,
            HEADINGS.map((h) => translate(`${T}.col.${h}`)),
            names,
          ),
          translate(`${T}.sheetName`),
        ),
      translate(`${T}.fileName`),
    );
  const sorted = [...entries].sort((a, b) => a.savedAt - b.savedAt);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate(`${T}.intro`)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={!outbox || sorted.every((e) => e.state !== 'waiting')}
          onClick={() => void outbox?.wake().then(() => outbox.flush())}
        >
          {translate(`${T}.sendNow`)}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy || sorted.length === 0}
          onClick={() => void saveCopy()}
        >
          {translate(`${T}.download`)}
        </Button>
      </Stack>
      {sorted.length === 0 && <Alert severity="success">{translate(`${T}.empty`)}</Alert>}
      <Stack spacing={2}>
        {sorted.map((e) => (
          <OutboxEntryCard
            key={e.key}
            entry={e}
            outbox={outbox}
            names={names}
            onDiscard={() => setDiscarding(e)}
          />
        ))}
      </Stack>
      <Confirm
        isOpen={discarding !== null}
        title={`${T}.discardTitle`}
        content={`${T}.discardBody`}
        translateOptions={{ count: discarding ? recordsIn(discarding) : 0 }}
        confirm={`${T}.discard`}
        onConfirm={() => {
          if (discarding) void outbox?.discard(discarding.key);
          setDiscarding(null);
        }}
        onClose={() => setDiscarding(null)}
      />
    </Box>
  );
}

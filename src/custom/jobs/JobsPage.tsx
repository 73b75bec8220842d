import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { JOB_STATES, type JobState } from '../../domain/jobs';
import { PageLoading } from '../../shared/PageLoading';
import { useApiCall } from '../../shared/useApiCall';
import { JobsTable } from './JobsTable';

const T = 'app.jobs';
type Shown = JobState | 'all';

/**
 * /jobs (issue 47, administrators): the jobs every API instance shares — how many are queued,
 * running, failed and done, and the newest of a state with their attempts and last error.
 */
export function JobsPage() {
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown>('all');
  const { state, reload } = useApiCall(
    (dp) => dp.getJobs(shown === 'all' ? undefined : shown),
    shown,
  );
  const counts = state.status === 'ready' ? state.data.counts : null;
  const total = counts ? JOB_STATES.reduce((n, s) => n + counts[s], 0) : 0;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(`${T}.title`)} />
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate(`${T}.title`)}
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={reload}>
          {translate(`${T}.refresh`)}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate(`${T}.note`)}
      </Typography>
      <Tabs
        value={shown}
        onChange={(_, next: Shown) => setShown(next)}
        variant="scrollable"
        aria-label={translate(`${T}.column.state`)}
      >
        <Tab value="all" label={translate(`${T}.all`, { n: total })} />
        {JOB_STATES.map((s) => (
          <Tab
            key={s}
            value={s}
            label={`${translate(`${T}.states.${s}`)} (${counts ? counts[s] : '…'})`}
          />
        ))}
      </Tabs>
      {state.status === 'loading' && <PageLoading />}
      {state.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(`${T}.loadFailed`)}
        </Alert>
      )}
      {state.status === 'ready' &&
        (state.data.items.length === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(`${T}.empty`)}
          </Alert>
        ) : (
          <JobsTable items={state.data.items} />
        ))}
    </Box>
  );
}

import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import type { JobState, JobView } from '../../domain/jobs';

const T = 'app.jobs';
const COLOUR: Record<JobState, 'default' | 'info' | 'error' | 'success'> = {
  queued: 'default',
  running: 'info',
  failed: 'error',
  done: 'success',
};
const COLUMNS = ['kind', 'key', 'state', 'attempts', 'runAt', 'finishedAt', 'error'] as const;

/** The jobs of a state, newest first: what, which, where it stands, and why it failed. */
export function JobsTable({ items }: { items: readonly JobView[] }) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" aria-label={translate(`${T}.title`)}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{translate(`${T}.column.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((job) => (
            <TableRow key={job.id} data-testid={`job-${job.id}`}>
              <TableCell>{translate(`${T}.kinds.${job.kind}`, { _: job.kind })}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{job.key}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={COLOUR[job.state]}
                  label={translate(`${T}.states.${job.state}`)}
                />
              </TableCell>
              <TableCell>{`${job.attempts} / ${job.max_attempts}`}</TableCell>
              <TableCell>{formatDateTime(job.run_at)}</TableCell>
              <TableCell>{job.finished_at ? formatDateTime(job.finished_at) : '—'}</TableCell>
              <TableCell>
                {job.last_error && (
                  <Typography variant="body2" color="error" sx={{ wordBreak: 'break-word' }}>
                    {job.last_error}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

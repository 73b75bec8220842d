import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SheetFileProblem } from './sheetFile';

const T = 'app.upload';

interface Props {
  problem?: SheetFileProblem;
  parsed?: { total: number; missingHeaders: string[]; unknownHeaders: string[] };
  validCount: number;
  check: 'idle' | 'checking' | 'done' | 'failed';
  savedValid?: { count: number; skipped: number };
}

/**
 * What an upload says of the chosen file: why it could not be read, the columns it lacks or
 * that were not recognised, how many rows are correct, the server's check under way or failed,
 * and what "only the good rows" stored.
 */
export function SheetNotes({ problem, parsed, validCount, check, savedValid }: Props) {
  const translate = useTranslate();
  return (
    <>
      {problem && <Alert severity="error">{translate(`${T}.messages.${problem}`)}</Alert>}
      {parsed && parsed.missingHeaders.length > 0 && (
        <Alert severity="warning">
          {translate(`${T}.messages.missingHeaders`, { headers: parsed.missingHeaders.join(', ') })}
        </Alert>
      )}
      {parsed && parsed.unknownHeaders.length > 0 && (
        <Alert severity="info">
          {translate(`${T}.messages.unknownHeaders`, { headers: parsed.unknownHeaders.join(', ') })}
        </Alert>
      )}
      {parsed && parsed.total > 0 && (
        <Typography variant="body2">
          {translate(`${T}.checked`, { valid: Math.max(validCount, 0), total: parsed.total })}
        </Typography>
      )}
      {check === 'checking' && <LinearProgress aria-label={translate(`${T}.checking`)} />}
      {check === 'failed' && (
        <Alert severity="info">{translate(`${T}.messages.checkFailed`)}</Alert>
      )}
      {savedValid && (
        <Alert severity="success">{translate(`${T}.messages.savedValid`, savedValid)}</Alert>
      )}
    </>
  );
}

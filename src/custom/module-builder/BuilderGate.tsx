import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';
import { AdminRefusal } from '../../shared/AdminRefusal';
import { T } from './words';

/** What a builder's page shows until its modules are read: a refusal, a failure, or loading. */
export function BuilderGate({ refused, failed }: { refused: boolean; failed: boolean }) {
  const translate = useTranslate();
  if (refused) return <AdminRefusal message={`${T}.adminOnly`} />;
  if (failed)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`${T}.loadFailed`)}
      </Alert>
    );
  return <LinearProgress aria-label={translate(`${T}.loading`)} />;
}

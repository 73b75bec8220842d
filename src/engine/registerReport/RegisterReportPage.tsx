import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { PageLoading } from '../../shared/PageLoading';
import { useRegisterDeclaration, useEntityRights } from '../useEntity';
import { RegisterReport } from './RegisterReport';

/** A register's report screen (its `reportBuilder` switch, at `<list path>/report`). */
export function RegisterReportPage() {
  const d = useRegisterDeclaration();
  const translate = useTranslate();
  const rights = useEntityRights(d);
  if (!rights.ready) return <PageLoading />;
  if (!rights.canRead)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`app.error.${rights.refusal}`)}
      </Alert>
    );
  return <RegisterReport d={d} />;
}

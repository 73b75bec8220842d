import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { EntityList } from './EntityList';
import { useEntityRights, useRegisterDeclaration } from './useEntity';

/** A configured module's list screen (its declared paths and /<name>), for those who may read it. */
export function EntityListPage() {
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
  return <EntityList d={d} writable={rights.canWrite} />;
}

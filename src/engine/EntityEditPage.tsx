import { useState } from 'react';
import { Edit, TopToolbar, useNotify, useTranslate, type HttpError } from 'react-admin';
import { declaredValues, moduleNameKey } from '../domain/engine';
import { EntityForm } from './EntityForm';
import { EntityHistoryButton } from './EntityHistoryButton';
import { StaleNotice } from './StaleNotice';
import { useRegisterDeclaration, useEntityRights } from './useEntity';
import { useSavedOrKept } from './useSavedOrKept';

/** `/<name>/:id`: a record of the current module, saved only over the version it was read at. */
export function EntityEditPage() {
  const d = useRegisterDeclaration();
  const translate = useTranslate();
  const notify = useNotify();
  const { canWrite } = useEntityRights(d);
  const [stale, setStale] = useState(false);
  const onSuccess = useSavedOrKept(d, 'updated');
  const onError = (error: Error) => {
    const body = (error as HttpError).body;
    if (body?.code === 'STALE') setStale(true);
    else if (!body?.errors)
      notify(error.message || 'ra.notification.http_error', { type: 'error' });
  };
  return (
    <Edit
      resource={d.name}
      mutationMode="pessimistic"
      mutationOptions={{ onError, onSuccess }}
      transform={(values) => declaredValues(d, values, true)}
      title={translate('app.entity.form.editTitle', { name: translate(moduleNameKey(d.name)) })}
      actions={<TopToolbar>{d.tracked && <EntityHistoryButton d={d} />}</TopToolbar>}
    >
      {stale && <StaleNotice onReloaded={() => setStale(false)} />}
      <EntityForm d={d} key={stale ? 'stale' : 'fresh'} toolbar={canWrite ? undefined : false} />
    </Edit>
  );
}

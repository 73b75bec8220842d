import { useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { entityListPath, type RegisterDeclaration } from '../domain/engine';
import { isKeptOnDevice } from '../outbox/keptOnDevice';

/**
 * A register form's success: react-admin's own "saved" notice and the list, or, for a save
 * kept on this phone with no answer (issue 26), "kept on this phone, sent when the link is
 * back" and the list.
 */
export function useSavedOrKept(d: RegisterDeclaration, done: 'created' | 'updated') {
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  return (data: RaRecord) => {
    if (isKeptOnDevice(data)) notify('app.outbox.queued', { type: 'warning' });
    else
      notify(`resources.${d.name}.notifications.${done}`, {
        type: 'info',
        messageArgs: {
          smart_count: 1,
          _: translate(`ra.notification.${done}`, { smart_count: 1 }),
        },
      });
    // after the form has settled as submitted: leaving earlier meets its unsaved-changes guard
    setTimeout(() => redirect(() => entityListPath(d)), 0);
  };
}

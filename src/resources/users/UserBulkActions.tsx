import { useState } from 'react';
import {
  BulkDeleteButton,
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { USER } from '../../dataProvider/users';

const L = 'app.users.list';

/** Activates or deactivates every selected user after a confirmation. */
export function BulkStatusButton({ action }: { action: 'activate' | 'deactivate' }) {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(USER);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    const call = action === 'activate' ? dataProvider.activateUser : dataProvider.deactivateUser;
    const results = await Promise.allSettled(selectedIds.map((id) => call(Number(id))));
    setBusy(false);
    setOpen(false);
    const failed = results.some((r) => r.status === 'rejected');
    notify(failed ? `${L}.failed` : `${L}.done`, { type: failed ? 'error' : 'success' });
    unselectAll();
    refresh();
  };

  const confirmKey = action === 'activate' ? `${L}.confirmActivate` : `${L}.confirmDeactivate`;
  return (
    <>
      <Button label={`${L}.${action}`} onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${L}.confirmTitle`}
        content={confirmKey}
        translateOptions={{ smart_count: selectedIds.length }}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The bulk actions of `/user/list`. */
export function UserBulkActions() {
  const notify = useNotify();
  return (
    <>
      <BulkStatusButton action="activate" />
      <BulkStatusButton action="deactivate" />
      <BulkDeleteButton
        mutationMode="pessimistic"
        confirmTitle={`${L}.confirmTitle`}
        confirmContent={`${L}.confirmDelete`}
        successMessage={`${L}.deleted`}
        mutationOptions={{ onError: () => notify(`${L}.failed`, { type: 'error' }) }}
      />
    </>
  );
}

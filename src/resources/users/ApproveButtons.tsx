import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { USER_UNAPPROVED } from '../../dataProvider/users';

const U = 'app.users.unapproved';

/** A button whose action runs after a confirmation, then refreshes the list. */
function ConfirmedAction(props: {
  label: string;
  content: string;
  count?: number;
  disabled?: boolean;
  action(): Promise<{ approved: number; skipped: number; failed: boolean }>;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(USER_UNAPPROVED);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const { approved, skipped, failed } = await props.action();
    setBusy(false);
    setOpen(false);
    if (failed) notify('app.users.list.failed', { type: 'error' });
    else notify(`${U}.approved`, { type: 'success', messageArgs: { smart_count: approved } });
    if (skipped) notify(`${U}.skipped`, { type: 'warning', messageArgs: { smart_count: skipped } });
    unselectAll();
    refresh();
  };
  return (
    <>
      <Button label={props.label} onClick={() => setOpen(true)} disabled={props.disabled} />
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.users.list.confirmTitle"
        content={props.content}
        translateOptions={{ smart_count: props.count ?? 0 }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Approves the selected requests (PUT /user/approve for each). */
export function BulkApproveButton() {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const action = async () => {
    const results = await Promise.allSettled(
      selectedIds.map((id) => dataProvider.approveUser(Number(id))),
    );
    const approved = results.filter((r) => r.status === 'fulfilled').length;
    return { approved, skipped: 0, failed: approved < results.length };
  };
  return (
    <ConfirmedAction
      label={`${U}.approve`}
      content={`${U}.confirmApprove`}
      count={selectedIds.length}
      action={action}
    />
  );
}

/** Approves every waiting request that has a place (PUT /user/approveAll). */
export function ApproveAllButton() {
  const { total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const action = async () => {
    try {
      const { count = 0, skipped = 0 } = await dataProvider.approveAllUsers();
      return { approved: count, skipped, failed: false };
    } catch {
      return { approved: 0, skipped: 0, failed: true };
    }
  };
  return (
    <ConfirmedAction
      label={`${U}.approveAll`}
      content={`${U}.confirmApproveAll`}
      disabled={!total}
      action={action}
    />
  );
}

import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  BulkDeleteButton,
  DeleteWithConfirmButton,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import type { RegisterDeclaration } from '../domain/engine';
import { useModuleWords } from './useModuleWords';

/** A delete that failed: say so and show the list as the server has it now. */
function useDeleteFailed(d: RegisterDeclaration) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { key } = useModuleWords(d.name);
  return () => {
    notify(key('list.deleteFailed'), { type: 'error' });
    refresh();
  };
}

/** The selected rows deleted after a confirmation. */
export function EntityBulkDelete({ d }: { d: RegisterDeclaration }) {
  const { key } = useModuleWords(d.name);
  const onError = useDeleteFailed(d);
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle={key('list.deleteTitle')}
      confirmContent={key('list.deleteConfirm')}
      successMessage={key('list.deleted')}
      mutationOptions={{ onError }}
    />
  );
}

/** The row's number across pages. */
export function SerialNumber() {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const index = data?.findIndex((row) => row.id === record?.id) ?? -1;
  return <>{index < 0 ? '' : (page - 1) * perPage + index + 1}</>;
}

interface RowActionsProps {
  d: RegisterDeclaration;
  writable: boolean;
  onOpen(record: RaRecord): void;
}

/** A row's edit (or, read-only, view) in the dialog, and its delete after a confirmation. */
export function EntityRowActions({ d, writable, onOpen }: RowActionsProps) {
  const { key, text } = useModuleWords(d.name);
  const record = useRecordContext();
  const onError = useDeleteFailed(d);
  if (!record) return null;
  const label = text(writable ? 'list.edit' : 'list.view');
  const name = (d.view.recordName ?? [d.view.titleField]).map((f) => record[f] ?? '').join(' ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label={label} title={label} size="small" onClick={() => onOpen(record)}>
        {writable ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
      </IconButton>
      {writable && (
        <DeleteWithConfirmButton
          record={record}
          mutationMode="pessimistic"
          redirect={false}
          confirmTitle={key('list.deleteTitle')}
          confirmContent={key('list.deleteOneConfirm')}
          translateOptions={{ name: name.trim() }}
          successMessage={key('list.deleted')}
          mutationOptions={{ onError }}
        />
      )}
    </Box>
  );
}

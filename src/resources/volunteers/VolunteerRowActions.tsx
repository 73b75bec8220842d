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
  useTranslate,
} from 'react-admin';
import type { VolunteerRecord } from '../../domain/volunteer';

const T = 'app.volunteerScreens.list';

/** Deletion failed: say so and show the list as the server has it (spec §8). */
function useDeleteFailed() {
  const notify = useNotify();
  const refresh = useRefresh();
  return () => {
    notify(`${T}.deleteFailed`, { type: 'error' });
    refresh();
  };
}

/** The selected rows deleted after a confirmation (PUT /swayamsevak/delet). */
export function BulkDeleteVolunteers() {
  const onError = useDeleteFailed();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle={`${T}.deleteTitle`}
      confirmContent={`${T}.deleteConfirm`}
      successMessage={`${T}.deleted`}
      mutationOptions={{ onError }}
    />
  );
}

/** The serial number of the row across pages. */
export function SerialNumber() {
  const record = useRecordContext<VolunteerRecord>();
  const { data, page, perPage } = useListContext<VolunteerRecord>();
  const index = data?.findIndex((row) => row.id === record?.id) ?? -1;
  return <>{index < 0 ? '' : (page - 1) * perPage + index + 1}</>;
}

interface RowActionsProps {
  writable: boolean;
  onOpen(record: VolunteerRecord): void;
}

/** Edit (or, read-only, view) and delete with a confirmation. */
export function VolunteerRowActions({ writable, onOpen }: RowActionsProps) {
  const translate = useTranslate();
  const record = useRecordContext<VolunteerRecord>();
  const onError = useDeleteFailed();
  if (!record) return null;
  const label = translate(`${T}.${writable ? 'edit' : 'view'}`);
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
          confirmTitle={`${T}.deleteTitle`}
          confirmContent={`${T}.deleteOneConfirm`}
          translateOptions={{ name: `${record.firstName} ${record.surname}` }}
          successMessage={`${T}.deleted`}
          mutationOptions={{ onError }}
        />
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import {
  BulkDeleteButton,
  Datagrid,
  FunctionField,
  TextField,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useAppPath } from '../../shared/useAppPath';
import type { Unit } from '../../dataProvider/sankalp';
import { ekakSubTypeKey, ekakTypeKey, placeLabel } from '../../domain';
import { PlaceUnitList } from './PlaceUnitList';
import { StatusChip, showDate } from './UnitFields';
import { useCanWrite } from '../../shared/useCanWrite';
import { fieldLabel } from './unitChoices';

const T = 'app.sankalpScreens.list';

function BulkDelete() {
  const notify = useNotify();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle={`${T}.deleteTitle`}
      confirmContent={`${T}.deleteConfirm`}
      successMessage={`${T}.deleted`}
      mutationOptions={{ onError: () => notify(`${T}.deleteFailed`, { type: 'error' }) }}
    />
  );
}

const Empty = () => {
  const translate = useTranslate();
  return <Alert severity="info">{translate(`${T}.empty`)}</Alert>;
};

/** `/sankalp/list`: the units of the chosen place's subtree, with filters and bulk delete. */
export function SankalpList() {
  const translate = useTranslate();
  const writable = useCanWrite();
  const path = useAppPath();
  return (
    <PlaceUnitList title={`${T}.title`} pickPlaceKey={`${T}.pickPlace`} empty={<Empty />}>
      <Datagrid
        rowClick={(id) => path(`/sankalp/detailView/${id}`)}
        bulkActionButtons={writable ? <BulkDelete /> : false}
      >
        <TextField source="localized_name" label={fieldLabel('localized_name')} />
        <FunctionField<Unit>
          source="ekak_type_id"
          label={fieldLabel('ekak_type_id')}
          render={(u) => translate(ekakTypeKey(u.ekak_type_id))}
        />
        <FunctionField<Unit>
          source="ekak_sub_type_id"
          label={fieldLabel('ekak_sub_type_id')}
          render={(u) => translate(ekakSubTypeKey(u.ekak_sub_type_id))}
        />
        <FunctionField<Unit>
          label={fieldLabel('location_id')}
          sortable={false}
          render={(u) => placeLabel(u.location)}
        />
        <FunctionField<Unit>
          source="start_date"
          label={fieldLabel('start_date')}
          render={(u) => showDate(u.start_date)}
        />
        <TextField source="meeting_day" label={fieldLabel('meeting_day')} />
        <TextField source="meeting_time" label={fieldLabel('meeting_time')} />
        <FunctionField<Unit>
          source="status"
          label={fieldLabel('status')}
          render={(u) => <StatusChip status={u.status} />}
        />
      </Datagrid>
    </PlaceUnitList>
  );
}

import Alert from '@mui/material/Alert';
import { Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import type { Unit } from '../../../dataProvider/sankalp';
import { ekakSubTypeKey, ekakTypeKey, placeLabel } from '../../../domain';
import { StatusChip, showDate } from '../UnitFields';
import { fieldLabel } from '../unitChoices';
import { PlaceUnitList } from '../PlaceUnitList';
import { useAppPath } from '../../../shared/useAppPath';

const T = 'app.unitReports';

const Empty = () => {
  const translate = useTranslate();
  return <Alert severity="info">{translate(`${T}.list.empty`)}</Alert>;
};

/** `/sadyashiti/list`: the units under the chosen place with their current status. */
export function SadyasthitiList() {
  const translate = useTranslate();
  const path = useAppPath();
  return (
    <PlaceUnitList title={`${T}.list.title`} pickPlaceKey={`${T}.pickPlace`} empty={<Empty />}>
      <Datagrid rowClick={(id) => path(`/sadyasthiti/view/${id}`)} bulkActionButtons={false}>
        <TextField source="localized_name" label={fieldLabel('localized_name')} />
        <FunctionField<Unit>
          source="ekak_type_id"
          label={fieldLabel('ekak_type_id')}
          render={(u) =>
            `${translate(ekakTypeKey(u.ekak_type_id))} – ${translate(ekakSubTypeKey(u.ekak_sub_type_id))}`
          }
        />
        <FunctionField<Unit>
          label={fieldLabel('location_id')}
          sortable={false}
          render={(u) => placeLabel(u.location)}
        />
        <FunctionField<Unit>
          source="status"
          label={fieldLabel('status')}
          render={(u) => <StatusChip status={u.status} />}
        />
        <FunctionField<Unit>
          source="status_date"
          label={fieldLabel('status_date')}
          render={(u) => showDate(u.status_date)}
        />
      </Datagrid>
    </PlaceUnitList>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Datagrid, FunctionField, List, TextField, useTranslate } from 'react-admin';
import type { Unit } from '../../dataProvider/sankalp';
import { ekakSubTypeKey, ekakTypeKey, placeLabel } from '../../domain';
import { StatusChip, showDate } from '../../resources/sankalp/UnitFields';
import { fieldLabel } from '../../resources/sankalp/unitChoices';
import { sankalpFilters } from '../../resources/sankalp/sankalpFilters';
import { useAppPath } from '../../layout/useAppPath';
import { GeoPickerButton, useSelectedPlace } from '../geo-picker';

const T = 'app.unitReports';

const Empty = () => {
  const translate = useTranslate();
  return <Alert severity="info">{translate(`${T}.list.empty`)}</Alert>;
};

/** `/sadyashiti/list`: the units under the chosen place with their current status. */
export function SadyasthitiList() {
  const translate = useTranslate();
  const { place } = useSelectedPlace();
  const path = useAppPath();
  return (
    <Box>
      <Box sx={{ mt: 2 }}>
        <GeoPickerButton />
      </Box>
      {!place ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(`${T}.pickPlace`)}
        </Alert>
      ) : (
        <List
          resource="sankalp"
          title={`${T}.list.title`}
          filter={{ location_id: place.location_id }}
          filters={sankalpFilters}
          empty={<Empty />}
          sort={{ field: 'id', order: 'ASC' }}
          exporter={false}
          disableSyncWithLocation
          actions={false}
        >
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
              label={fieldLabel('location')}
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
        </List>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import {
  AddItemButton,
  ArrayInput,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  Title,
  Toolbar,
  useDataProvider,
  useNotify,
  useNavigate,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useAppPath } from '../../shared/useAppPath';
import { GeoPickerButton, useSelectedPlace } from '../../shared/geo-picker';
import type { AppDataProvider } from '../../dataProvider';
import type { NewUnit } from '../../dataProvider/sankalp';
import { VOLUNTEER_LEVELS, isVolunteerLevel } from '../../domain';
import { SankalpInputs } from './SankalpInputs';
import { useCanWrite } from '../../shared/useCanWrite';
import { isKeptOnDevice } from '../../outbox/keptOnDevice';

const T = 'app.sankalpScreens.add';
const OPTIONAL = ['start_date', 'meeting_day', 'meeting_time', 'meeting_place', 'notes'] as const;

/** A form row as the API takes it: trimmed, empty optional fields as null. */
export function toNewUnit(row: FieldValues): NewUnit {
  const unit: NewUnit = {
    localized_name: String(row.localized_name ?? '').trim(),
    ekak_type_id: Number(row.ekak_type_id),
    ekak_sub_type_id: Number(row.ekak_sub_type_id),
  };
  OPTIONAL.forEach((key) => {
    const value = typeof row[key] === 'string' ? row[key].trim() : row[key];
    unit[key] = value ? String(value) : null;
  });
  return unit;
}

/** `/sankalp/addmultisankalp`: several units at one गाव/वस्ती, one request, all or nothing. */
export function AddMultiSankalp() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const path = useAppPath();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { place } = useSelectedPlace();
  const writable = useCanWrite();
  const placeOk = place !== null && isVolunteerLevel(place.level_id);

  const save = async (values: FieldValues) => {
    if (!place || !placeOk) return;
    const units = (values.units as FieldValues[]).map(toNewUnit);
    try {
      const answer = await dataProvider.addUnits(place.location_id, units);
      // no answer: kept on this phone, sent when the link is back (issue 26)
      if (isKeptOnDevice(answer)) notify('app.outbox.queued', { type: 'warning' });
      else notify(`${T}.saved`, { type: 'success', messageArgs: { smart_count: units.length } });
      navigate(path('/sankalp/list'));
    } catch {
      notify(`${T}.failed`, { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`${T}.title`} />
      <CardContent>
        <Stack spacing={2}>
          <GeoPickerButton selectableLevels={VOLUNTEER_LEVELS} />
          {!writable && <Alert severity="warning">{translate(`${T}.readOnly`)}</Alert>}
          {writable && !place && <Alert severity="info">{translate(`${T}.pickPlace`)}</Alert>}
          {writable && place && !placeOk && (
            <Alert severity="error">{translate(`${T}.levelRule`)}</Alert>
          )}
        </Stack>
      </CardContent>
      {writable && placeOk && (
        <SimpleForm
          onSubmit={save}
          defaultValues={{ units: [{}] }}
          toolbar={
            <Toolbar>
              <SaveButton label={`${T}.save`} />
            </Toolbar>
          }
        >
          <ArrayInput source="units" label={`${T}.units`}>
            <SimpleFormIterator
              resource="sankalp"
              disableReordering
              disableClear
              addButton={<AddItemButton label={`${T}.addRow`} />}
            >
              <SankalpInputs />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleForm>
      )}
    </Card>
  );
}

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
  useNotify,
  useNavigate,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { entityListPath, moduleNameKey, type RegisterDeclaration } from '../domain/engine';
import { isKeptOnDevice } from '../outbox/keptOnDevice';
import { GeoPickerButton, useSelectedPlace } from '../shared/geo-picker';
import { useAppPath } from '../shared/useAppPath';
import { EntityInputs } from './EntityInputs';
import type { RegisterCalls } from './registerCalls';
import { useEntityRights } from './useEntity';
import { useEntityValidation } from './useEntityValidation';
import { useModuleWords } from './useModuleWords';

interface Props {
  d: RegisterDeclaration;
  /** The rows (as typed) added at the chosen place in one call, all or none. */
  addMany: NonNullable<RegisterCalls['addMany']>;
}

/** Every row, at the chosen place, through the register's one schema: `{ rows: [problems…] }`. */
function useRowsValidation(d: RegisterDeclaration, locationId: number | undefined) {
  const validateRow = useEntityValidation(d);
  return (values: FieldValues) => ({
    rows: ((values.rows ?? []) as Record<string, unknown>[]).map((row) =>
      validateRow({ ...row, location_id: locationId }),
    ),
  });
}

/**
 * Several records of a register at one place (its calls' `addMany`): the place
 * chosen in the picker among the declared levels, then rows of the register's inputs, saved in
 * one call; back to the register's list once saved or kept on this phone.
 */
export function EntityAddMany({ d, addMany }: Props) {
  const { text } = useModuleWords(d.name);
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const path = useAppPath();
  const { place } = useSelectedPlace();
  const rights = useEntityRights(d);
  const validate = useRowsValidation(d, place?.location_id);
  const placeOk = place !== null && d.placeLevels.includes(place.level_id);

  const save = async (values: FieldValues) => {
    if (!place || !placeOk) return;
    const rows = values.rows as Record<string, unknown>[];
    try {
      const answer = await addMany(place.location_id, rows);
      if (isKeptOnDevice(answer)) notify('app.outbox.queued', { type: 'warning' });
      else notify(text('addMany.saved', { smart_count: rows.length }), { type: 'success' });
      navigate(path(entityListPath(d)));
    } catch {
      notify(text('addMany.failed'), { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={text('addMany.title', { name: translate(moduleNameKey(d.name)) })} />
      <CardContent>
        <Stack spacing={2}>
          <GeoPickerButton selectableLevels={d.placeLevels} />
          {rights.ready && !rights.canWrite && (
            <Alert severity="warning">{text('addMany.readOnly')}</Alert>
          )}
          {rights.canWrite && !place && <Alert severity="info">{text('addMany.pickPlace')}</Alert>}
          {rights.canWrite && place && !placeOk && (
            <Alert severity="error">{text('addMany.wrongLevel')}</Alert>
          )}
        </Stack>
      </CardContent>
      {rights.canWrite && placeOk && (
        <SimpleForm
          onSubmit={save}
          validate={validate}
          defaultValues={{ rows: [{}] }}
          noValidate
          toolbar={
            <Toolbar>
              <SaveButton label={text('addMany.save')} />
            </Toolbar>
          }
        >
          <ArrayInput source="rows" label={text('addMany.rows')}>
            <SimpleFormIterator
              resource={d.name}
              disableReordering
              disableClear
              addButton={<AddItemButton label={text('addMany.addRow')} />}
            >
              <EntityInputs d={d} placeGiven columns />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleForm>
      )}
    </Card>
  );
}

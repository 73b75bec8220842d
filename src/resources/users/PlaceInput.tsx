import { useState } from 'react';
import { Button, FormHelperText, Stack, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import {
  ValidationError,
  useInput,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { GeoPickerDialog } from '../../custom/geo-picker';
import { placeLabel, type PlaceRef } from '../../domain/geo';
import { SYSTEM_USER_LEVELS } from '../../domain/users';
import type { UserRecord } from '../../dataProvider/users';
import { label } from './userChoices';

const recordPlace = (r?: UserRecord) =>
  r?.localized_name
    ? placeLabel({ localized_name: r.localized_name, name_suffix: r.name_suffix ?? '' })
    : null;

/**
 * A place as a form or filter value (`location_id`), chosen in the shared picker dialog;
 * only levels 1 to 8 can be chosen. Shows the chosen place, else the record's.
 */
export function PlaceInput({
  source = 'location_id',
  validate,
}: {
  source?: string;
  validate?: Validator;
  /** Set by react-admin's filter form; the input is the same either way. */
  alwaysOn?: boolean;
}) {
  const translate = useTranslate();
  const record = useRecordContext<UserRecord>();
  const { field, fieldState, formState } = useInput({ source, validate });
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<PlaceRef | null>(null);
  const shown =
    chosen && chosen.location_id === field.value
      ? placeLabel(chosen)
      : field.value
        ? recordPlace(record)
        : null;
  const error = (fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message;

  return (
    <Stack spacing={0.5} sx={{ my: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(label('place'))}
      </Typography>
      <Button
        variant="outlined"
        color={field.value ? 'primary' : 'error'}
        startIcon={<PlaceIcon />}
        onClick={() => setOpen(true)}
        sx={{ textTransform: 'none', justifyContent: 'flex-start' }}
      >
        {shown ?? translate('app.picker.prompt')}
      </Button>
      {error && (
        <FormHelperText error>
          <ValidationError error={error} />
        </FormHelperText>
      )}
      {open && (
        <GeoPickerDialog
          selectableLevels={SYSTEM_USER_LEVELS}
          onConfirm={(place) => {
            setChosen(place);
            field.onChange(place.location_id);
            setOpen(false);
          }}
          onCancel={() => {
            setChosen(null);
            field.onChange(null);
            setOpen(false);
          }}
        />
      )}
    </Stack>
  );
}

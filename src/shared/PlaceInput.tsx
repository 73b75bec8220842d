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
import { GeoPickerDialog } from './geo-picker/GeoPickerDialog';
import { placeLabel, type PlaceRef } from '../domain/geo';

export interface PlaceInputProps {
  source?: string;
  /** Translation key of the label. */
  label: string;
  /** Only places of these levels may be chosen. */
  selectableLevels: readonly number[];
  /** The label of the record's own place (shown until another is chosen). */
  recordPlace?: (record: Record<string, unknown>) => string | null;
  /** A place already known by id (e.g. the page's selected place, a new record's default). */
  knownPlace?: PlaceRef | null;
  validate?: Validator;
  /** Set by react-admin's filter form; the input is the same either way. */
  alwaysOn?: boolean;
}

const nameAndSuffix = (r: Record<string, unknown>) =>
  r.localized_name
    ? placeLabel({
        localized_name: String(r.localized_name),
        name_suffix: String(r.name_suffix ?? ''),
      })
    : null;

/**
 * A place as a form or filter value (`location_id`), chosen in the shared picker dialog among
 * the given levels. Shows the chosen place, else the record's.
 */
export function PlaceInput({
  source = 'location_id',
  label,
  selectableLevels,
  recordPlace = nameAndSuffix,
  knownPlace,
  validate,
}: PlaceInputProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { field, fieldState, formState } = useInput({ source, validate });
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<PlaceRef | null>(null);
  const known = [chosen, knownPlace].find((p) => p && p.location_id === field.value);
  const shown = known ? placeLabel(known) : field.value && record ? recordPlace(record) : null;
  const error = (fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message;

  return (
    <Stack spacing={0.5} sx={{ my: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
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
          selectableLevels={selectableLevels}
          onConfirm={(place) => {
            setChosen(place);
            field.onChange(place.location_id);
            field.onBlur();
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

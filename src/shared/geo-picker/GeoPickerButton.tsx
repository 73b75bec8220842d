import Button from '@mui/material/Button';
import PlaceIcon from '@mui/icons-material/Place';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { placeLabel, type PickerMode, type PlaceRef } from '../../domain';
import { GeoPickerDialog } from './GeoPickerDialog';
import { useSelectedPlace } from './selectedPlaceContext';

export interface GeoPickerButtonProps {
  mode?: PickerMode;
  /** Only places of these levels may be chosen (others can still be expanded). */
  selectableLevels?: readonly number[];
  onChange?(place: PlaceRef | null): void;
}

/** Shows the chosen place (or a red prompt) and opens the picker dialog. */
export function GeoPickerButton({ mode, selectableLevels, onChange }: GeoPickerButtonProps) {
  const translate = useTranslate();
  const { place, setPlace, clear, ready } = useSelectedPlace();
  const [open, setOpen] = useState(false);

  const confirm = (chosen: PlaceRef) => {
    setPlace(chosen);
    setOpen(false);
    onChange?.(chosen);
  };
  const cancel = () => {
    clear();
    setOpen(false);
    onChange?.(null);
  };

  return (
    <>
      <Button
        variant="outlined"
        color={place || !ready ? 'primary' : 'error'}
        startIcon={<PlaceIcon />}
        onClick={() => setOpen(true)}
        disabled={!ready}
        title={translate('app.picker.open')}
        sx={{ textTransform: 'none', maxWidth: '100%', justifyContent: 'flex-start' }}
      >
        {place
          ? placeLabel(place)
          : ready
            ? translate('app.picker.prompt')
            : translate('app.picker.loading')}
      </Button>
      {open && (
        <GeoPickerDialog
          mode={mode}
          selectableLevels={selectableLevels}
          onConfirm={confirm}
          onCancel={cancel}
        />
      )}
    </>
  );
}

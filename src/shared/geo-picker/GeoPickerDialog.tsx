import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { pickerPlan, placeLabel, type PickerMode, type PlaceRef } from '../../domain';
import { GeoTreeView } from './GeoTreeView';
import { PlaceSearchField } from './PlaceSearchField';
import { PlaceSearchResults } from './PlaceSearchResults';
import { isLevelShown, isSelectableLevel } from '../../domain';
import { selectableLevelNames } from './pickerRules';
import { usePickerUser } from './usePickerUser';
import { usePlaceSearch } from './usePlaceSearch';

export interface GeoPickerDialogProps {
  mode?: PickerMode;
  selectableLevels?: readonly number[];
  onConfirm(place: PlaceRef): void;
  onCancel(): void;
}

/**
 * The shared picker dialog (spec §2). Mounted only while open. It closes only through its
 * buttons: no `onClose`, so neither a backdrop click nor Escape dismisses it.
 */
export function GeoPickerDialog({
  mode = {},
  selectableLevels,
  onConfirm,
  onCancel,
}: GeoPickerDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { user } = usePickerUser();
  const [candidate, setCandidate] = useState<PlaceRef | null>(null);
  const [text, setText] = useState('');
  const search = usePlaceSearch(text);
  const plan = user ? pickerPlan(user, mode) : null;
  const isSelectable = (place: PlaceRef) => isSelectableLevel(place, selectableLevels);
  const selectedId = candidate?.location_id ?? null;

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      disableEscapeKeyDown
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{translate('app.picker.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {!plan && (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label={translate('app.picker.loading')} />
          </Box>
        )}
        {plan && plan.fetchSubtree && <PlaceSearchField value={text} onChange={setText} />}
        {plan && selectableLevels && (
          <FormHelperText sx={{ mb: 1 }}>
            {translate('app.picker.onlyLevels', { levels: selectableLevelNames(selectableLevels) })}
          </FormHelperText>
        )}
        {plan && plan.fetchSubtree && search.active && (
          <PlaceSearchResults
            search={search}
            isShown={(hit) => isLevelShown(hit.level_id, mode)}
            isSelectable={isSelectable}
            selectedId={selectedId}
            onSelect={setCandidate}
          />
        )}
        {plan && (
          <Box hidden={plan.fetchSubtree && search.active}>
            <GeoTreeView
              root={plan.root}
              fetchSubtree={plan.fetchSubtree}
              mode={mode}
              selectedId={selectedId}
              onSelect={setCandidate}
              isSelectable={isSelectable}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={onCancel}>
          {translate('app.picker.cancel')}
        </Button>
        {candidate && (
          <Button variant="contained" onClick={() => onConfirm(candidate)}>
            {translate('app.picker.confirm', { place: placeLabel(candidate) })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

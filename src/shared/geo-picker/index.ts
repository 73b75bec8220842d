export { SelectedPlaceProvider } from './SelectedPlaceProvider';
export { useSelectedPlace, type SelectedPlaceValue } from './selectedPlaceContext';
export { GeoPickerButton, type GeoPickerButtonProps } from './GeoPickerButton';
export { GeoPickerDialog, type GeoPickerDialogProps } from './GeoPickerDialog';

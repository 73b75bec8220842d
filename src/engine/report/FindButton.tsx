import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** "शोधा": asks for the chosen place's figures (a count form's entry or a roll-up). */
export function FindButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Button variant="contained" startIcon={<SearchIcon />} disabled={disabled} onClick={onClick}>
      {translate('app.countForm.find')}
    </Button>
  );
}

/** Said while no place is chosen (a user whose own place was not kept, or none). */
export function PickPlaceAlert() {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {translate('app.countForm.pickPlace')}
    </Alert>
  );
}

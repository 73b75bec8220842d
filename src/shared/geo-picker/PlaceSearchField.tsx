import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

interface PlaceSearchFieldProps {
  value: string;
  onChange(value: string): void;
}

export function PlaceSearchField({ value, onChange }: PlaceSearchFieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      type="search"
      size="small"
      fullWidth
      label={translate('app.picker.search.label')}
      placeholder={translate('app.picker.search.placeholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ mb: 1 }}
    />
  );
}

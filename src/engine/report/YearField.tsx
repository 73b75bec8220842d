import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** The financial-year dropdown of count forms and roll-up reports. */
export function YearField({
  years,
  value,
  onChange,
}: {
  years: readonly string[];
  value: string;
  onChange(year: string): void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={translate('app.countForm.year')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 140 }}
    >
      {years.map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** The suffix of a place, one of its level's (LEVEL_SUFFIXES). */
export function SuffixSelect({
  suffixes,
  ...field
}: { suffixes: readonly string[] } & Omit<TextFieldProps, 'select' | 'children'>) {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={translate('app.placeAdmin.suffix')}
      {...field}
    >
      {suffixes.map((s) => (
        <MenuItem key={s} value={s}>
          {s}
        </MenuItem>
      ))}
    </TextField>
  );
}

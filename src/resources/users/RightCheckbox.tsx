import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { label } from './userChoices';

/** One right (admin, writeallowed, karyalay_pramukh) as a checkbox of the user form. */
export function RightCheckbox({ source }: { source: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: false });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={translate(label(source))}
    />
  );
}

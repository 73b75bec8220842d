import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { SuffixSelect } from './SuffixSelect';

/** A place's name and its suffix (one of its level's), as the add and rename dialogs ask them. */
export function PlaceNamingFields({
  name,
  suffix,
  suffixes,
}: {
  name: TextFieldProps;
  suffix: TextFieldProps;
  suffixes: readonly string[];
}) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        fullWidth
        margin="dense"
        autoFocus
        label={translate('app.placeAdmin.name')}
        inputProps={{ maxLength: 100 }}
        {...name}
      />
      <SuffixSelect suffixes={suffixes} {...suffix} />
    </>
  );
}

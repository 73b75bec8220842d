import { PasswordInput, TextInput, usePermissions, useTranslate } from 'react-admin';
import { FormGroup, FormLabel, Stack } from '@mui/material';
import type { AppPermissions } from '../../domain/profile';
import { UserPlaceInput } from './UserPlaceInput';
import { RightCheckbox } from './RightCheckbox';
import { label } from './userChoices';

/** The fields of the create and edit forms; only an admin sees the admin right. */
export function UserInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<AppPermissions>();
  return (
    <Stack sx={{ width: '100%', maxWidth: 600 }}>
      <TextInput source="name" label={label('name')} isRequired />
      {mode === 'create' && (
        <TextInput source="email" type="email" label={label('email')} isRequired />
      )}
      <TextInput source="phone" label={label('phone')} inputMode="numeric" isRequired />
      {mode === 'create' && (
        <PasswordInput
          source="password"
          label={label('password')}
          helperText={label('passwordHelp')}
          autoComplete="new-password"
        />
      )}
      <UserPlaceInput />
      <FormLabel component="legend">{translate(label('rights'))}</FormLabel>
      <FormGroup>
        {permissions?.admin && <RightCheckbox source="admin" />}
        <RightCheckbox source="writeallowed" />
        <RightCheckbox source="karyalay_pramukh" />
      </FormGroup>
    </Stack>
  );
}

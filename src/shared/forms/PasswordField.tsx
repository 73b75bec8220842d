import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { AuthTextField, type AuthTextFieldProps } from './AuthTextField';

/** Password input with a show/hide button. */
export function PasswordField(props: Omit<AuthTextFieldProps, 'type' | 'endAdornment'>) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  return (
    <AuthTextField
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={translate(shown ? 'app.auth.hidePassword' : 'app.auth.showPassword')}
            onClick={() => setShown(!shown)}
          >
            {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

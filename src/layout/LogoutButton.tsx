import { Button, type ButtonProps } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';

/** Signs out and goes to the login page. */
export function LogoutButton(props: ButtonProps) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Button color="error" startIcon={<LogoutIcon />} onClick={() => logout()} {...props}>
      {translate('app.auth.logout')}
    </Button>
  );
}

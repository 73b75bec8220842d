import { Alert, Typography } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useLocation, useTranslate } from 'react-admin';
import { AuthLink } from './AuthLinks';
import { PublicLayout } from './PublicLayout';

/** /check-mail: after a password-reset request. */
export function CheckMailPage() {
  const translate = useTranslate();
  const sentTo = (useLocation().state as { email?: string } | null)?.email;
  return (
    <PublicLayout title={translate('app.auth.checkMailTitle')}>
      <Alert severity="success" icon={<MarkEmailReadIcon />} sx={{ mb: 2 }}>
        {sentTo
          ? translate('app.auth.checkMail', { email: sentTo })
          : translate('app.auth.checkMailGeneric')}
      </Alert>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.auth.checkMailHelp')}
      </Typography>
      <AuthLink label="app.auth.backToLogin" route="/login" />
    </PublicLayout>
  );
}

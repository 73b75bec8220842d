import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthLink } from './AuthLinks';
import { PublicLayout } from './PublicLayout';

/** `/pending-approval`: the access request is in; an admin has to approve it. */
export function PendingApprovalPage() {
  const translate = useTranslate();
  return (
    <PublicLayout title={translate('app.users.pending.title')}>
      <Alert severity="info" sx={{ mb: 3 }}>
        {translate('app.users.pending.body')}
      </Alert>
      <AuthLink label="app.users.pending.backToLogin" route="/login" />
    </PublicLayout>
  );
}

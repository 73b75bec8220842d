import { Alert, Stack, TextField, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { useAppAuthProvider } from '../authProvider';
import { useAppPath } from '../layout/useAppPath';
import { AuthLink } from './AuthLinks';
import { PublicLayout } from './PublicLayout';
import { SubmitButton } from './SubmitButton';
import { useSimpleForm } from './useSimpleForm';
import { useSubmit } from './useSubmit';
import { email } from './validation';

/** /forgot-password: sends the reset link, then shows /check-mail. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const auth = useAppAuthProvider();
  const navigate = useNavigate();
  const path = useAppPath();
  const submit = useSubmit();
  const form = useSimpleForm({ email: '' }, (v) => ({ email: email(v.email) }));
  const onSubmit = form.handleSubmit(async (v) => {
    if (await submit.run(() => auth.resetPassword(v.email))) {
      navigate(path('/check-mail'), { state: { email: v.email.trim() } });
    }
  });
  return (
    <PublicLayout title={translate('app.auth.forgotTitle')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.auth.forgotHelp')}
      </Typography>
      {submit.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(submit.error)}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={translate('app.auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          {...form.field('email')}
        />
        <SubmitButton loading={submit.loading} label={translate('app.auth.sendResetLink')} />
      </form>
      <Stack sx={{ mt: 3 }}>
        <AuthLink label="app.auth.backToLogin" to="/login" />
      </Stack>
    </PublicLayout>
  );
}

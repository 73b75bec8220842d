import { Stack } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { useAppAuthProvider } from '../authProvider';
import { useAppPath } from '../shared/useAppPath';
import { AuthLink } from './AuthLinks';
import { AuthFormIntro, EmailField } from './AuthFormParts';
import { PublicLayout } from './PublicLayout';
import { SubmitButton } from './SubmitButton';
import { useSimpleForm } from '../shared/forms/useSimpleForm';
import { useSubmit } from '../shared/forms/useSubmit';
import { email } from '../domain/credentials';

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
      <AuthFormIntro helpKey="app.auth.forgotHelp" errorKey={submit.error} />
      <form onSubmit={onSubmit} onInput={auth.prepareSignIn} noValidate>
        <EmailField {...form.field('email')} />
        <SubmitButton loading={submit.loading} label={translate('app.auth.sendResetLink')} />
      </form>
      <Stack sx={{ mt: 3 }}>
        <AuthLink label="app.auth.backToLogin" route="/login" />
      </Stack>
    </PublicLayout>
  );
}

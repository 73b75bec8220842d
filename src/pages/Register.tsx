import { useState } from 'react';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppAuthProvider } from '../authProvider';
import { AccessRequestForm } from './AccessRequestForm';
import { AuthLink } from './AuthLinks';
import { PasswordField } from '../shared/forms/PasswordField';
import { AuthFormIntro, EmailField } from './AuthFormParts';
import { PublicLayout } from './PublicLayout';
import { VerifyEmailStep } from './VerifyEmailStep';
import { SubmitButton } from './SubmitButton';
import { useSimpleForm } from '../shared/forms/useSimpleForm';
import { useSubmit } from '../shared/forms/useSubmit';
import { email, newPassword, sameAs } from '../domain/credentials';

/**
 * /register: creates the account, has the person verify their address, then asks for name,
 * phone and place (the access request); the person then waits for an administrator's approval
 * on /pending-approval.
 */
export function RegisterPage() {
  const translate = useTranslate();
  const auth = useAppAuthProvider();
  const submit = useSubmit();
  const [step, setStep] = useState<'account' | 'verify' | 'request'>('account');
  const form = useSimpleForm({ email: '', password: '', confirm: '' }, (v) => ({
    email: email(v.email),
    password: newPassword(v.password),
    confirm: sameAs(v.password)(v.confirm),
  }));
  const onSubmit = form.handleSubmit(async (v) => {
    if (await submit.run(() => auth.register(v.email, v.password, true))) setStep('verify');
  });

  if (step === 'verify') {
    return (
      <PublicLayout title={translate('app.auth.verify.title')}>
        <VerifyEmailStep email={form.field('email').value} onVerified={() => setStep('request')} />
      </PublicLayout>
    );
  }
  if (step === 'request') {
    return (
      <PublicLayout title={translate('app.users.request.title')}>
        <AccessRequestForm />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={translate('app.auth.registerTitle')}>
      <AuthFormIntro helpKey="app.auth.registerHelp" errorKey={submit.error} />
      <form onSubmit={onSubmit} onInput={auth.prepareSignIn} noValidate>
        <EmailField {...form.field('email')} />
        <PasswordField
          label={translate('app.auth.password')}
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <PasswordField
          label={translate('app.auth.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.field('confirm')}
        />
        <SubmitButton loading={submit.loading} label={translate('app.auth.registerSubmit')} />
      </form>
      <Stack sx={{ mt: 3 }}>
        <AuthLink lead="app.auth.haveAccount" label="app.auth.signIn" route="/login" />
      </Stack>
    </PublicLayout>
  );
}

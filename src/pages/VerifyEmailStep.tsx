import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useAppAuthProvider } from '../authProvider';
import { useSubmit } from '../shared/forms/useSubmit';
import { AuthFormIntro } from './AuthFormParts';
import { SubmitButton } from './SubmitButton';

/**
 * Between creating the account and asking for access: the person opens the link sent to their
 * address, then continues (the server takes access requests from verified addresses only).
 */
export function VerifyEmailStep({ email, onVerified }: { email: string; onVerified(): void }) {
  const translate = useTranslate();
  const auth = useAppAuthProvider();
  const submit = useSubmit();
  const [resent, setResent] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit.run(() => auth.confirmEmailVerified())) onVerified();
  };
  const resend = async () => {
    if (await submit.run(() => auth.resendVerification())) setResent(true);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Alert severity="info" icon={<MarkEmailReadIcon />} sx={{ mb: 2 }}>
        {translate(resent ? 'app.auth.verify.resent' : 'app.auth.verify.sent', { email })}
      </Alert>
      <AuthFormIntro helpKey="app.auth.verify.help" errorKey={submit.error} />
      <SubmitButton loading={submit.loading} label={translate('app.auth.verify.continue')} />
      <Button fullWidth sx={{ mt: 1 }} disabled={submit.loading} onClick={() => void resend()}>
        {translate('app.auth.verify.resend')}
      </Button>
    </form>
  );
}

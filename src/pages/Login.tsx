import { useEffect } from 'react';
import { Box, Button, Divider, Stack } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { useCheckAuth, useLocation, useLogin, useNavigate, useTranslate } from 'react-admin';
import { DEFAULT_PATH } from '../domain';
import { LOGOUT_REASONS, reasonKey } from '../authErrors';
import { useAppAuthProvider, type LoginParams } from '../authProvider';
import { useAppPath } from '../shared/useAppPath';
import { AuthLink } from './AuthLinks';
import { PasswordField } from '../shared/forms/PasswordField';
import { AuthFormIntro, EmailField } from './AuthFormParts';
import { PublicLayout } from './PublicLayout';
import { SubmitButton } from './SubmitButton';
import { useSimpleForm } from '../shared/forms/useSimpleForm';
import { useSubmit } from '../shared/forms/useSubmit';
import { email, required } from '../domain/credentials';

type NextLocation = { nextPathname?: string; nextSearch?: string } | null;

/** The reason a forced logout sent the person here (`?reason=`), as a message key. */
function forcedLogoutMessage(search: string): string | null {
  const reason = new URLSearchParams(search).get('reason');
  return reason && LOGOUT_REASONS.includes(reason) ? reasonKey(reason) : null;
}

/** /login: email and password or Google; signed-in visitors go straight to the dashboard. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const auth = useAppAuthProvider();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const path = useAppPath();
  const submit = useSubmit();
  const form = useSimpleForm({ email: '', password: '' }, (v) => ({
    email: email(v.email),
    password: required(v.password),
  }));

  const next = location.state as NextLocation;
  const target = next?.nextPathname
    ? `${next.nextPathname}${next.nextSearch ?? ''}`
    : path(DEFAULT_PATH);

  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(path(DEFAULT_PATH), { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate, path]);

  const signIn = (params: LoginParams) => submit.run(() => login(params, target));
  const onSubmit = form.handleSubmit((v) => signIn({ username: v.email, password: v.password }));
  const message = submit.error ?? forcedLogoutMessage(location.search);

  return (
    <PublicLayout title={translate('app.auth.signInTitle')}>
      <AuthFormIntro helpKey="app.auth.signInHelp" errorKey={message} />
      {/* the identity service's code loads once the person uses the form (not on the
          e-mail field's own autofocus) */}
      <Box
        onInput={auth.prepareSignIn}
        onKeyDown={auth.prepareSignIn}
        onPointerOver={auth.prepareSignIn}
      >
        <form onSubmit={onSubmit} noValidate>
          <EmailField autoComplete="username" {...form.field('email')} />
          <PasswordField
            label={translate('app.auth.password')}
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <SubmitButton loading={submit.loading} label={translate('app.auth.signIn')} />
        </form>
        <Divider sx={{ my: 2 }}>{translate('app.auth.or')}</Divider>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<GoogleIcon />}
          disabled={submit.loading}
          onClick={() => signIn({ provider: 'google' })}
        >
          {translate('app.auth.google')}
        </Button>
      </Box>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <AuthLink label="app.auth.forgotPassword" route="/forgot-password" />
        <AuthLink lead="app.auth.noAccount" label="app.auth.register" route="/register" />
      </Stack>
    </PublicLayout>
  );
}

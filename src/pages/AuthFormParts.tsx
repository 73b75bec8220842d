import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { AuthTextField, type AuthTextFieldProps } from '../shared/forms/AuthTextField';

/** The help line under a public form's title and, when there is one, its error message. */
export function AuthFormIntro({
  helpKey,
  errorKey,
}: {
  helpKey: string;
  errorKey?: string | null;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(helpKey)}
      </Typography>
      {errorKey && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(errorKey)}
        </Alert>
      )}
    </>
  );
}

/** The e-mail field every public form starts with. */
export function EmailField(props: Omit<AuthTextFieldProps, 'label'>) {
  const translate = useTranslate();
  return (
    <AuthTextField
      label={translate('app.auth.email')}
      type="email"
      autoComplete="email"
      autoFocus
      required
      {...props}
    />
  );
}

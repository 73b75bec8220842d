import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useAppAuthProvider } from '../authProvider';
import { PasswordField } from '../shared/forms/PasswordField';
import { useSimpleForm } from '../shared/forms/useSimpleForm';
import { useSubmit } from '../shared/forms/useSubmit';
import { differentFrom, required, sameAs } from '../domain/credentials';

/** Current password, new password twice; re-signs in, then changes the password. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const auth = useAppAuthProvider();
  const submit = useSubmit();
  const form = useSimpleForm({ current: '', next: '', confirm: '' }, (v) => ({
    current: required(v.current),
    next: differentFrom(v.current)(v.next),
    confirm: sameAs(v.next)(v.confirm),
  }));
  const onSubmit = form.handleSubmit(async ({ current, next }) => {
    if (await submit.run(() => auth.changePassword(current, next))) {
      notify('app.auth.passwordChanged', { type: 'success' });
      onClose();
    }
  });
  const title = translate('app.auth.changePassword');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="change-password-title">{title}</DialogTitle>
        <DialogContent>
          {submit.error && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {translate(submit.error)}
            </Alert>
          )}
          <PasswordField
            label={translate('app.auth.currentPassword')}
            autoComplete="current-password"
            autoFocus
            required
            {...form.field('current')}
          />
          <PasswordField
            label={translate('app.auth.newPassword')}
            autoComplete="new-password"
            required
            {...form.field('next')}
          />
          <PasswordField
            label={translate('app.auth.confirmNewPassword')}
            autoComplete="new-password"
            required
            {...form.field('confirm')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submit.loading}
            startIcon={submit.loading ? <CircularProgress size={16} /> : undefined}
          >
            {title}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

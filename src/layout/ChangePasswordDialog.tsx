import { useNotify, useTranslate } from 'react-admin';
import { useAppAuthProvider } from '../authProvider';
import { FormDialog } from '../shared/forms/FormDialog';
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
    <FormDialog
      title={title}
      error={submit.error}
      loading={submit.loading}
      submitLabel={title}
      onSubmit={onSubmit}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}

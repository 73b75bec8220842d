import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useAppAuthProvider, type AppIdentity } from '../authProvider';
import type { AppDataProvider } from '../dataProvider';
import { fieldErrors, ownDetailsSchema } from '../domain/users';
import { AuthTextField } from '../shared/forms/AuthTextField';
import { FormDialog } from '../shared/forms/FormDialog';
import { useSimpleForm } from '../shared/forms/useSimpleForm';
import { useSubmit } from '../shared/forms/useSubmit';

/** The server's refusal as a translation key (its field's key when it names one). */
const refusalKey = (error: unknown) => {
  const body = (error as { body?: { error?: { key?: string }[] } }).body;
  return body?.error?.[0]?.key ?? 'app.shell.ownDetails.failed';
};

/**
 * The signed-in person's own name and mobile (spec §7 PUT /user/userUpdate), checked with the
 * users' rules; once saved, the profile is read again so the chip and menu show the new name.
 */
export function OwnDetailsDialog({
  identity,
  onClose,
}: {
  identity: AppIdentity;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const auth = useAppAuthProvider();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const form = useSimpleForm({ name: identity.fullName, phone: identity.phone ?? '' }, (values) =>
    fieldErrors(ownDetailsSchema, values),
  );
  const onSubmit = form.handleSubmit(async ({ name, phone }) => {
    const saved = await submit.run(async () => {
      try {
        await dataProvider.updateOwnDetails({ name: name.trim(), phone: phone.trim() });
      } catch (error) {
        throw new Error(refusalKey(error));
      }
    });
    if (!saved) return;
    auth.refreshIdentity();
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    notify('app.shell.ownDetails.saved', { type: 'success' });
    onClose();
  });
  return (
    <FormDialog
      title={translate('app.shell.ownDetails.title')}
      error={submit.error}
      loading={submit.loading}
      submitLabel={translate('app.shell.ownDetails.save')}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <AuthTextField
          label={translate('app.users.fields.name')}
          autoComplete="name"
          autoFocus
          required
          {...form.field('name')}
        />
        <AuthTextField
          label={translate('app.users.fields.phone')}
          autoComplete="tel"
          type="tel"
          required
          {...form.field('phone')}
        />
      </Stack>
    </FormDialog>
  );
}

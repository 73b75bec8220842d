import { useState } from 'react';
import { TextField } from '@mui/material';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../dataProvider';
import type { PlaceSearchHit } from '../domain/geo';
import { fieldErrors, ownDetailsSchema, USER_MESSAGE } from '../domain/users';
import { useAppPath } from '../shared/useAppPath';
import { AuthFormIntro } from './AuthFormParts';
import { RequestPlaceField } from './RequestPlaceField';
import { SubmitButton } from './SubmitButton';
import { useSimpleForm } from '../shared/forms/useSimpleForm';
import { useSubmit } from '../shared/forms/useSubmit';

export const PENDING_APPROVAL_PATH = '/pending-approval';

/** After signing up: name, phone and the place asked for (POST /user/forApproval). */
export function AccessRequestForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logout = useLogout();
  const navigate = useNavigate();
  const path = useAppPath();
  const submit = useSubmit();
  const [place, setPlace] = useState<PlaceSearchHit | null>(null);
  const [placeTouched, setPlaceTouched] = useState(false);
  const form = useSimpleForm({ name: '', phone: '' }, (v) => fieldErrors(ownDetailsSchema, v));
  const onSubmit = form.handleSubmit(async (v) => {
    setPlaceTouched(true);
    if (!place) return;
    const body = { name: v.name.trim(), phone: v.phone.trim(), location_id: place.location_id };
    const sent = await submit.run(() =>
      dataProvider.requestAccess(body).catch(() => {
        throw new Error('app.users.request.failed');
      }),
    );
    if (!sent) return;
    await logout({}, false, false);
    navigate(path(PENDING_APPROVAL_PATH), { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <AuthFormIntro helpKey="app.users.request.intro" errorKey={submit.error} />
      <TextField
        label={translate('app.users.fields.name')}
        required
        fullWidth
        {...form.field('name')}
      />
      <TextField
        label={translate('app.users.fields.phone')}
        required
        fullWidth
        inputMode="numeric"
        {...form.field('phone')}
      />
      <RequestPlaceField
        value={place}
        onChange={setPlace}
        error={placeTouched && !place ? USER_MESSAGE.PLACE_REQUIRED : undefined}
      />
      <SubmitButton loading={submit.loading} label={translate('app.users.request.submit')} />
    </form>
  );
}

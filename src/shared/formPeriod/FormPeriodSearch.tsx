import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { CountFormDeclaration } from '../../domain/engine';
import { FindButton, PickPlaceAlert } from '../../engine/report/FindButton';
import { GeoPickerButton, useSelectedPlace } from '../geo-picker';
import { FormPeriodFields } from './FormPeriodFields';
import type { FormPeriod } from './useFormPeriod';

/**
 * What the screens over one form's period ask first: the form and its period, the place, and
 * शोधा — or, when the user may open no such form, the words that say so (`<words>.noForms`).
 */
export function FormPeriodSearch({
  forms,
  chosen,
  words,
  onFind,
}: {
  forms: readonly CountFormDeclaration[];
  chosen: FormPeriod;
  /** The screen's translation prefix: its `form` label and `noForms` sentence. */
  words: string;
  onFind(): void;
}) {
  const translate = useTranslate();
  const { place, ready } = useSelectedPlace();
  return (
    <>
      {forms.length === 0 ? (
        <Alert severity="info">{translate(`${words}.noForms`)}</Alert>
      ) : (
        <Stack
          direction="row"
          data-print="hide"
          sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        >
          <FormPeriodFields forms={forms} chosen={chosen} label={translate(`${words}.form`)} />
          <GeoPickerButton />
          <FindButton disabled={!ready || !place} onClick={onFind} />
        </Stack>
      )}
      {!place && <PickPlaceAlert />}
    </>
  );
}

import TextField from '@mui/material/TextField';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { placeLabel, type PlaceRef } from '../../domain';
import { LEVEL_SUFFIXES } from '../../domain/geoImport';
import { placeRefusalKey, renameProblems } from '../../domain/placeAdmin';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useSimpleForm } from '../../shared/forms/useSimpleForm';
import { useSubmit } from '../../shared/forms/useSubmit';
import { fieldErrorsOf } from './fieldErrors';
import { SuffixSelect } from './SuffixSelect';

/** A place's new name and suffix (of its own level's suffixes). */
export function RenamePlaceDialog({
  place,
  onDone,
  onClose,
}: {
  place: PlaceRef;
  onDone(renamed: PlaceRef, changed: boolean): void;
  onClose(): void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const submit = useSubmit();
  const form = useSimpleForm({ name: place.localized_name, suffix: place.name_suffix }, (v) =>
    fieldErrorsOf(renameProblems(place, v.name, v.suffix)),
  );
  const suffixes = LEVEL_SUFFIXES[place.level_id] ?? [place.name_suffix];

  const onSubmit = form.handleSubmit(async ({ name, suffix }) => {
    let changed = false;
    const ok = await submit.run(async () => {
      try {
        const answer = (await dataProvider.renamePlace(place.location_id, { name, suffix })) as {
          changed?: boolean;
        };
        changed = answer?.changed !== false;
      } catch (e) {
        throw new Error(placeRefusalKey(e));
      }
    });
    if (ok) onDone({ ...place, localized_name: name.trim(), name_suffix: suffix }, changed);
  });

  return (
    <FormDialog
      title={translate('app.placeAdmin.renameTitle', { place: placeLabel(place) })}
      error={submit.error}
      loading={submit.loading}
      submitLabel={translate('app.placeAdmin.save')}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        fullWidth
        margin="dense"
        autoFocus
        label={translate('app.placeAdmin.name')}
        inputProps={{ maxLength: 100 }}
        {...form.field('name')}
      />
      <SuffixSelect suffixes={suffixes} {...form.field('suffix')} />
    </FormDialog>
  );
}

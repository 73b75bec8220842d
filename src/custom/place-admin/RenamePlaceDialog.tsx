import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { placeLabel, type PlaceRef } from '../../domain';
import { LEVEL_SUFFIXES } from '../../domain/geoImport';
import { renameProblems } from '../../domain/placeAdmin';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useSimpleForm } from '../../shared/forms/useSimpleForm';
import { fieldErrorsOf } from './fieldErrors';
import { PlaceNamingFields } from './PlaceNamingFields';
import { usePlaceChange } from './usePlaceChange';

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
  const change = usePlaceChange();
  const form = useSimpleForm({ name: place.localized_name, suffix: place.name_suffix }, (v) =>
    fieldErrorsOf(renameProblems(place, v.name, v.suffix)),
  );
  const suffixes = LEVEL_SUFFIXES[place.level_id] ?? [place.name_suffix];

  const onSubmit = form.handleSubmit(async ({ name, suffix }) => {
    const renamed = await change.send(() =>
      dataProvider.renamePlace(place.location_id, { name, suffix }),
    );
    if (renamed)
      onDone(
        { ...place, localized_name: name.trim(), name_suffix: suffix },
        renamed.answer.changed,
      );
  });

  return (
    <FormDialog
      title={translate('app.placeAdmin.renameTitle', { place: placeLabel(place) })}
      {...change.dialog}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <PlaceNamingFields
        name={form.field('name')}
        suffix={form.field('suffix')}
        suffixes={suffixes}
      />
    </FormDialog>
  );
}

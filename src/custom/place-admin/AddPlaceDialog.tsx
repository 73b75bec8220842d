import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { LEVEL_NAMES, placeLabel, type PlaceRef } from '../../domain';
import { LEVEL_SUFFIXES } from '../../domain/geoImport';
import { addProblems, childLevels } from '../../domain/placeAdmin';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useSimpleForm } from '../../shared/forms/useSimpleForm';
import { fieldErrorsOf } from './fieldErrors';
import { PlaceNamingFields } from './PlaceNamingFields';
import { usePlaceChange } from './usePlaceChange';

/** A new place under `parent`: its level (below the parent's), suffix of that level and name. */
export function AddPlaceDialog({
  parent,
  onDone,
  onClose,
}: {
  parent: PlaceRef;
  onDone(added: PlaceRef): void;
  onClose(): void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const change = usePlaceChange();
  const levels = childLevels(parent.level_id);
  const first = levels[0]!;
  const form = useSimpleForm(
    { levelId: String(first), suffix: LEVEL_SUFFIXES[first]![0]!, name: '' },
    (v) => fieldErrorsOf(addProblems(parent, { ...v, levelId: Number(v.levelId) })),
  );
  const suffixes = LEVEL_SUFFIXES[Number(form.values.levelId)] ?? [];
  const level = form.field('levelId');

  const onSubmit = form.handleSubmit(async ({ levelId, suffix, name }) => {
    const body = { parentId: parent.location_id, levelId: Number(levelId), suffix, name };
    const added = await change.send(() => dataProvider.addPlace(body));
    if (added)
      onDone({
        location_id: added.answer.location_id,
        level_id: body.levelId,
        localized_name: name.trim(),
        name_suffix: suffix,
      });
  });

  return (
    <FormDialog
      title={translate('app.placeAdmin.addTitle', { parent: placeLabel(parent) })}
      {...change.dialog}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        select
        fullWidth
        margin="dense"
        label={translate('app.placeAdmin.level')}
        {...level}
        onChange={(e) => {
          form.set('levelId', e.target.value);
          form.set('suffix', LEVEL_SUFFIXES[Number(e.target.value)]![0]!);
        }}
      >
        {levels.map((l) => (
          <MenuItem key={l} value={String(l)}>
            {`${l}. ${LEVEL_NAMES[l]}`}
          </MenuItem>
        ))}
      </TextField>
      <PlaceNamingFields
        name={form.field('name')}
        suffix={form.field('suffix')}
        suffixes={suffixes}
      />
    </FormDialog>
  );
}

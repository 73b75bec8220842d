import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { placeLabel, type PlaceRef } from '../../domain';
import { placeRefusalKey } from '../../domain/placeAdmin';
import { GeoPickerDialog } from '../geo-picker/GeoPickerDialog';

/**
 * Merging a place into another of its level: the place kept is chosen in the picker, then the
 * merge (which cannot be undone) is confirmed.
 */
export function MergePlaceDialog({
  place,
  onDone,
  onClose,
}: {
  place: PlaceRef;
  onDone(into: PlaceRef): void;
  onClose(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [into, setInto] = useState<PlaceRef | null>(null);
  const [busy, setBusy] = useState(false);

  if (!into)
    return (
      <GeoPickerDialog selectableLevels={[place.level_id]} onConfirm={setInto} onCancel={onClose} />
    );

  const merge = async () => {
    setBusy(true);
    try {
      await dataProvider.mergePlace(place.location_id, into.location_id);
      onDone(into);
    } catch (e) {
      notify(translate(placeRefusalKey(e)), { type: 'error' });
      setBusy(false);
    }
  };
  const names = { place: placeLabel(place), into: placeLabel(into) };
  return (
    <Confirm
      isOpen
      loading={busy}
      title={translate('app.placeAdmin.mergeTitle', names)}
      content={translate('app.placeAdmin.mergeConfirm', names)}
      confirm={translate('app.placeAdmin.mergeNow')}
      onConfirm={merge}
      onClose={() => (busy ? undefined : setInto(null))}
    />
  );
}

import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { placeLabel, type PlaceRef } from '../../domain';
import { placeRefusalKey } from '../../domain/placeAdmin';
import { GeoPickerDialog } from '../geo-picker/GeoPickerDialog';

/**
 * Moving a place with its subtree: the new parent is chosen in the picker (a level above the
 * place's), then the move is confirmed; the server refuses a parent inside the place itself.
 */
export function MovePlaceDialog({
  place,
  onDone,
  onClose,
}: {
  place: PlaceRef;
  onDone(count: number): void;
  onClose(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [parent, setParent] = useState<PlaceRef | null>(null);
  const [moving, setMoving] = useState(false);
  const above = Array.from({ length: place.level_id - 1 }, (_, i) => i + 1);

  if (!parent)
    return <GeoPickerDialog selectableLevels={above} onConfirm={setParent} onCancel={onClose} />;

  const move = async () => {
    setMoving(true);
    try {
      const answer = await dataProvider.movePlace(place.location_id, parent.location_id);
      onDone(answer.places);
    } catch (e) {
      notify(translate(placeRefusalKey(e)), { type: 'error' });
      setMoving(false);
    }
  };
  const names = { place: placeLabel(place), parent: placeLabel(parent) };
  return (
    <Confirm
      isOpen
      loading={moving}
      title={translate('app.placeAdmin.moveTitle', names)}
      content={translate('app.placeAdmin.moveConfirm', names)}
      confirm={translate('app.placeAdmin.moveNow')}
      onConfirm={move}
      onClose={() => (moving ? undefined : setParent(null))}
    />
  );
}

import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { placeLabel, type PlaceRef } from '../../domain';
import { PickThenConfirm } from './PickThenConfirm';

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
  const dataProvider = useDataProvider<AppDataProvider>();
  const names = (into: PlaceRef) => ({ place: placeLabel(place), into: placeLabel(into) });
  return (
    <PickThenConfirm
      levels={[place.level_id]}
      texts={(into) => ({
        title: translate('app.placeAdmin.mergeTitle', names(into)),
        content: translate('app.placeAdmin.mergeConfirm', names(into)),
        confirm: translate('app.placeAdmin.mergeNow'),
      })}
      run={async (into) => {
        await dataProvider.mergePlace(place.location_id, into.location_id);
        onDone(into);
      }}
      onClose={onClose}
    />
  );
}

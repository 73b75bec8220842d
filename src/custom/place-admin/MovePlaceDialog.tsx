import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { placeLabel, type PlaceRef } from '../../domain';
import { PickThenConfirm } from './PickThenConfirm';

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
  const dataProvider = useDataProvider<AppDataProvider>();
  const names = (parent: PlaceRef) => ({ place: placeLabel(place), parent: placeLabel(parent) });
  return (
    <PickThenConfirm
      levels={Array.from({ length: place.level_id - 1 }, (_, i) => i + 1)}
      texts={(parent) => ({
        title: translate('app.placeAdmin.moveTitle', names(parent)),
        content: translate('app.placeAdmin.moveConfirm', names(parent)),
        confirm: translate('app.placeAdmin.moveNow'),
      })}
      run={async (parent) =>
        onDone((await dataProvider.movePlace(place.location_id, parent.location_id)).places)
      }
      onClose={onClose}
    />
  );
}

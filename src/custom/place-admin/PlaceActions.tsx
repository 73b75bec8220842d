import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { placeLabel, type AppPermissions, type PlaceRef } from '../../domain';
import { placeActions } from '../../domain/placeAdmin';
import { AddPlaceDialog } from './AddPlaceDialog';
import { MovePlaceDialog } from './MovePlaceDialog';
import { PlaceHistoryDialog } from './PlaceHistoryDialog';
import { RenamePlaceDialog } from './RenamePlaceDialog';

type Open = 'add' | 'rename' | 'move' | 'history' | null;

/**
 * The changes the tree page offers for its chosen place (issue 27): a new place below, a new
 * name, a move with its subtree, and its history. `onChanged` redraws the tree (with the place
 * as renamed).
 */
export function PlaceActions({
  place,
  onChanged,
}: {
  place: PlaceRef;
  onChanged(place: PlaceRef): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<AppPermissions>();
  const [open, setOpen] = useState<Open>(null);
  if (!permissions?.location) return null;
  const offered = placeActions(
    { ...permissions, location_id: permissions.location.location_id },
    place,
  );
  if (!offered.add && !offered.rename && !offered.move) return null;
  const close = () => setOpen(null);
  const done = (message: string, args: object, changed: PlaceRef = place) => {
    setOpen(null);
    notify(translate(message, args), { type: 'success' });
    onChanged(changed);
  };

  return (
    <section aria-label={translate('app.placeAdmin.title')}>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('app.placeAdmin.title')} ·{' '}
        {translate('app.placeAdmin.intro', { place: placeLabel(place) })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }} useFlexGap>
        {offered.add && (
          <Button variant="outlined" size="small" onClick={() => setOpen('add')}>
            {translate('app.placeAdmin.add')}
          </Button>
        )}
        {offered.rename && (
          <Button variant="outlined" size="small" onClick={() => setOpen('rename')}>
            {translate('app.placeAdmin.rename')}
          </Button>
        )}
        {offered.move && (
          <Button variant="outlined" size="small" onClick={() => setOpen('move')}>
            {translate('app.placeAdmin.move')}
          </Button>
        )}
        <Button size="small" onClick={() => setOpen('history')}>
          {translate('app.placeAdmin.history')}
        </Button>
      </Stack>
      {open === 'add' && (
        <AddPlaceDialog
          parent={place}
          onClose={close}
          onDone={(added) => done('app.placeAdmin.added', { place: placeLabel(added) })}
        />
      )}
      {open === 'rename' && (
        <RenamePlaceDialog
          place={place}
          onClose={close}
          onDone={(renamed, changed) =>
            changed
              ? done('app.placeAdmin.renamed', { place: placeLabel(renamed) }, renamed)
              : done('app.placeAdmin.unchanged', {})
          }
        />
      )}
      {open === 'move' && (
        <MovePlaceDialog
          place={place}
          onClose={close}
          onDone={(count) => done('app.placeAdmin.moved', { place: placeLabel(place), count })}
        />
      )}
      {open === 'history' && <PlaceHistoryDialog place={place} onClose={close} />}
    </section>
  );
}

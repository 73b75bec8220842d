import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { placeLabel, type AppPermissions, type PlaceRef } from '../../domain';
import { placeActions } from '../../domain/placeAdmin';
import { AddPlaceDialog } from './AddPlaceDialog';
import { ClosePlaceDialog } from './ClosePlaceDialog';
import { MergePlaceDialog } from './MergePlaceDialog';
import { MovePlaceDialog } from './MovePlaceDialog';
import { PlaceHistoryDialog } from './PlaceHistoryDialog';
import { RenamePlaceDialog } from './RenamePlaceDialog';

type Open = 'add' | 'rename' | 'move' | 'merge' | 'close' | 'reopen' | 'history' | null;

/**
 * The changes the tree page offers for its chosen place (issue 27): a new place below, a new
 * name, a move with its subtree, a merge into another, closing or reopening it, and its history. `onChanged` redraws the tree (with the place
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const administers = Boolean(permissions?.admin || permissions?.karyalay_pramukh);
  // whether the place is closed: the tree's own answer for it, closed places included
  const state = useQuery({
    queryKey: ['placeState', place.location_id, place.localized_name],
    queryFn: () => dataProvider.getGeoTree(place.location_id, 0, true),
    enabled: administers,
  });
  if (!permissions?.location || !state.data) return null;
  const offered = placeActions(
    { ...permissions, location_id: permissions.location.location_id },
    { ...place, closed_on: state.data.closed_on },
  );
  if (!Object.values(offered).some(Boolean)) return null;
  const close = () => setOpen(null);
  const done = (message: string, args: object, changed: PlaceRef = place) => {
    setOpen(null);
    notify(translate(message, args), { type: 'success' });
    void state.refetch();
    onChanged(changed);
  };
  const button = (action: Exclude<Open, null>, label: string, variant: 'outlined' | 'text') => (
    <Button variant={variant} size="small" onClick={() => setOpen(action)}>
      {translate(`app.placeAdmin.${label}`)}
    </Button>
  );

  return (
    <section aria-label={translate('app.placeAdmin.title')}>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('app.placeAdmin.title')} ·{' '}
        {translate('app.placeAdmin.intro', { place: placeLabel(place) })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }} useFlexGap>
        {offered.add && button('add', 'add', 'outlined')}
        {offered.rename && button('rename', 'rename', 'outlined')}
        {offered.move && button('move', 'move', 'outlined')}
        {offered.merge && button('merge', 'merge', 'outlined')}
        {offered.close && button('close', 'closePlace', 'outlined')}
        {offered.reopen && button('reopen', 'reopenPlace', 'outlined')}
        {button('history', 'history', 'text')}
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
      {open === 'merge' && (
        <MergePlaceDialog
          place={place}
          onClose={close}
          onDone={(into) => {
            done('app.placeAdmin.mergedDone', { place: placeLabel(place), into: placeLabel(into) });
          }}
        />
      )}
      {(open === 'close' || open === 'reopen') && (
        <ClosePlaceDialog
          place={place}
          close={open === 'close'}
          onClose={close}
          onDone={() =>
            done(`app.placeAdmin.${open === 'close' ? 'closedDone' : 'reopenedDone'}`, {
              place: placeLabel(place),
            })
          }
        />
      )}
      {open === 'history' && <PlaceHistoryDialog place={place} onClose={close} />}
    </section>
  );
}

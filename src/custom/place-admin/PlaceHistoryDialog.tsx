import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { placeLabel, type PlaceRef } from '../../domain';
import type { PlaceChange, PlaceChangeSide } from '../../domain/placeAdmin';
import { formatDateTime, formatDay } from '../../domain/dates';

const label = (side: PlaceChangeSide | null) =>
  side ? [side.name, side.suffix].filter(Boolean).join(' ') : '';

/** What a change did, in words: the parent it was added under, the old and new name or parent. */
function changeText(change: PlaceChange, translate: ReturnType<typeof useTranslate>) {
  const key = `app.placeAdmin.change.${change.action}`;
  if (change.action === 'add') return translate(key, { parent: change.after.parent ?? '' });
  if (change.action === 'rename')
    return translate(key, { before: label(change.before), after: label(change.after) });
  if (change.action === 'merge')
    return change.after.merged_into
      ? translate('app.placeAdmin.change.mergedInto', { other: change.after.merged_into })
      : translate('app.placeAdmin.change.mergedFrom', { other: change.after.merged_from ?? '' });
  if (change.action === 'close')
    return translate(key, { on: formatDay(change.after.closed_on ?? '') });
  if (change.action === 'reopen')
    return translate(key, { on: formatDay(change.before?.closed_on ?? '') });
  return translate(key, { before: change.before?.parent ?? '', after: change.after.parent ?? '' });
}

/** A place's changes, newest first: what, who and when. */
export function PlaceHistoryDialog({ place, onClose }: { place: PlaceRef; onClose(): void }) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['placeHistory', place.location_id],
    queryFn: () => dataProvider.getPlaceHistory(place.location_id),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate('app.placeAdmin.historyTitle', { place: placeLabel(place) })}
      </DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <CircularProgress size={24} aria-label={translate('app.placeAdmin.historyLoading')} />
        ) : isError ? (
          <Alert severity="error">{translate('app.placeAdmin.historyFailed')}</Alert>
        ) : data.length === 0 ? (
          <Alert severity="info">{translate('app.placeAdmin.historyEmpty')}</Alert>
        ) : (
          <List dense>
            {[...data].reverse().map((change) => (
              <ListItem key={change.change_id} disableGutters>
                <ListItemText
                  primary={`${translate(`app.placeAdmin.action.${change.action}`)}: ${changeText(change, translate)}`}
                  secondary={translate('app.placeAdmin.by', {
                    name: change.changed_by_name ?? translate('app.placeAdmin.someone'),
                    when: formatDateTime(change.changed_at),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.placeAdmin.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

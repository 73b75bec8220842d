import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import { ChangeTable } from '../../shared/ChangeTable';
import { diffHistory, type ChangeGroup, type HistoryFieldKey } from '../../domain/volunteer';
import type { AppDataProvider } from '../../dataProvider';

const T = 'app.volunteerScreens.history';

type Loaded = { groups: ChangeGroup[] } | { failed: true } | undefined;

function useChangeGroups(id: number): Loaded {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    let live = true;
    dataProvider.getVolunteerHistory(id).then(
      (snapshots) => live && setLoaded({ groups: diffHistory(snapshots).reverse() }),
      () => live && setLoaded({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, id]);
  return loaded;
}

function VolunteerChanges({ group }: { group: ChangeGroup }) {
  const translate = useTranslate();
  const label = (field: HistoryFieldKey) =>
    translate(
      field === 'location_id' ? `${T}.location_id` : `resources.swayamsevak.fields.${field}`,
    );
  const show = (_field: HistoryFieldKey, value: unknown) => {
    if (value === true) return translate('app.volunteerScreens.dialog.yes');
    if (value === false) return translate('app.volunteerScreens.dialog.no');
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text || translate(`${T}.notFilled`);
  };
  return (
    <ChangeTable
      heading={translate(`${T}.changedAt`, { date: formatDateTime(group.at) })}
      headers={[translate(`${T}.field`), translate(`${T}.previous`), translate(`${T}.current`)]}
      changes={group.changes}
      label={label}
      show={show}
    />
  );
}

/** 'show previous information': what each save changed, newest first (spec §4). */
export function VolunteerHistoryDialog({ id, onClose }: { id: number; onClose(): void }) {
  const translate = useTranslate();
  const loaded = useChangeGroups(id);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="volunteer-history">
      <DialogTitle id="volunteer-history">{translate(`${T}.title`)}</DialogTitle>
      <DialogContent dividers>
        {!loaded && <Typography>{translate('app.entity.list.loading')}</Typography>}
        {loaded && 'failed' in loaded && (
          <Alert severity="error">{translate(`${T}.loadFailed`)}</Alert>
        )}
        {loaded && 'groups' in loaded && loaded.groups.length === 0 && (
          <Alert severity="info">{translate(`${T}.empty`)}</Alert>
        )}
        {loaded &&
          'groups' in loaded &&
          loaded.groups.map((group) => <VolunteerChanges key={group.at} group={group} />)}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.volunteerScreens.dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

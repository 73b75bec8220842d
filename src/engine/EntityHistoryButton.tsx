import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { formatDateTime } from '../domain/dates';
import { displayValue, fieldLabelKey, type RegisterDeclaration } from '../domain/engine';
import { diffSnapshots } from '../domain/history';
import { ChangeTable } from '../shared/ChangeTable';

const T = 'app.entity.history';

function HistoryDialog({
  d,
  id,
  onClose,
}: {
  d: RegisterDeclaration;
  id: number;
  onClose(): void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: [d.name, 'history', id],
    queryFn: () => dataProvider.getEntityHistory(d.name, id),
  });
  const snapshots = (data ?? []).map((s) => ({
    at: s.changed_at,
    by: s.changed_by_name,
    values: { ...s.data, location_id: s.place, place: s.place },
  }));
  const fields = d.fields.map((f) => f.name);
  const groups = diffSnapshots(fields, snapshots).reverse();
  const byField = (name: string) => d.fields.find((f) => f.name === name)!;
  const show = (name: string, value: unknown) =>
    String(displayValue(d, byField(name), { [name]: value, place: value }, translate) || '—');
  const who = (at: string, by?: string | null) =>
    [formatDateTime(at), by ? translate(`${T}.by`, { name: by }) : ''].join(' ');
  const created = snapshots[0];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="entity-history">
      <DialogTitle id="entity-history">{translate(`${T}.title`)}</DialogTitle>
      <DialogContent dividers>
        {isPending && <Typography>{translate(`${T}.loading`)}</Typography>}
        {isError && <Alert severity="error">{translate(`${T}.failed`)}</Alert>}
        {data && groups.length === 0 && <Alert severity="info">{translate(`${T}.empty`)}</Alert>}
        {groups.map((group) => (
          <ChangeTable
            key={group.at}
            heading={who(group.at, group.by)}
            headers={[
              translate(`${T}.field`),
              translate(`${T}.previous`),
              translate(`${T}.current`),
            ]}
            changes={group.changes}
            label={(name) => translate(fieldLabelKey(d.name, name))}
            show={show}
          />
        ))}
        {created && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.created`)}: {who(created.at, created.by)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'show previous information' for a tracked record: what each save changed, newest first. */
export function EntityHistoryButton({ d }: { d: RegisterDeclaration }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.button`)}
      </Button>
      {open && <HistoryDialog d={d} id={Number(record.id)} onClose={() => setOpen(false)} />}
    </>
  );
}

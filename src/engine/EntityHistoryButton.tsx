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
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../domain/dates';
import { displayValue, fieldLabelKey, type RegisterDeclaration } from '../domain/engine';
import { diffSnapshots } from '../domain/history';
import { ChangeTable } from '../shared/ChangeTable';
import { useGenericCalls, type RegisterCalls } from './registerCalls';
import { useModuleWords } from './useModuleWords';

interface HistoryProps {
  d: RegisterDeclaration;
  /** The module's own history call (the volunteers' spec call); the engine's by default. */
  history?: RegisterCalls['history'];
}

function HistoryDialog({
  d,
  id,
  history,
  onClose,
}: HistoryProps & { id: number; onClose(): void }) {
  const translate = useTranslate();
  const { text } = useModuleWords(d.name);
  const generic = useGenericCalls(d);
  const { data, isPending, isError } = useQuery({
    queryKey: [d.name, 'history', id],
    queryFn: () => (history ?? generic.history)(id),
  });
  const snapshots = data ?? [];
  const fields = d.fields.map((f) => f.name);
  const groups = diffSnapshots(fields, snapshots).reverse();
  const byField = (name: string) => d.fields.find((f) => f.name === name)!;
  const show = (name: string, value: unknown) =>
    String(displayValue(d, byField(name), { [name]: value, place: value }, translate) || '—');
  const who = (at: string, by?: string | null) =>
    [
      text('history.changedAt', { date: formatDateTime(at) }),
      by ? text('history.by', { name: by }) : '',
    ].join(' ');
  const created = snapshots[0];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="entity-history">
      <DialogTitle id="entity-history">{text('history.title')}</DialogTitle>
      <DialogContent dividers>
        {isPending && <Typography>{text('history.loading')}</Typography>}
        {isError && <Alert severity="error">{text('history.failed')}</Alert>}
        {data && groups.length === 0 && <Alert severity="info">{text('history.empty')}</Alert>}
        {groups.map((group) => (
          <ChangeTable
            key={group.at}
            heading={who(group.at, group.by)}
            headers={[text('history.field'), text('history.previous'), text('history.current')]}
            changes={group.changes}
            label={(name) => translate(fieldLabelKey(d.name, name))}
            show={show}
          />
        ))}
        {created && (
          <Typography variant="body2" color="text.secondary">
            {text('history.created')}: {formatDateTime(created.at)}
            {created.by ? ` ${text('history.by', { name: created.by })}` : ''}
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
export function EntityHistoryButton({ d, history }: HistoryProps) {
  const { text } = useModuleWords(d.name);
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {text('history.button')}
      </Button>
      {open && (
        <HistoryDialog
          d={d}
          id={Number(record.id)}
          history={history}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

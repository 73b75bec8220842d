import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import {
  MAX_NOTE_LENGTH,
  NOTE_STATUSES,
  type CheckItem,
  type NoteStatus,
} from '../../domain/checks';
import { formatDateTime } from '../../domain/dates';

const T = 'app.check.review';

/** An item's note: its comment and follow-up, changed by a writer of the office above. */
export function NoteEditor({
  item,
  period,
  writable,
  onSaved,
}: {
  item: CheckItem;
  period: Record<string, string | number>;
  writable: boolean;
  onSaved(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [comment, setComment] = useState(item.note?.comment ?? '');
  const [status, setStatus] = useState<NoteStatus>(item.note?.status ?? 'open');
  const [saving, setSaving] = useState(false);
  const changed =
    comment !== (item.note?.comment ?? '') || status !== (item.note?.status ?? 'open');
  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.noteCheck({
        ...period,
        module: item.module,
        year: String(period.year),
        subjectId: item.subjectId,
        check: item.check,
        comment,
        status,
      });
      notify(`${T}.saved`, { type: 'success' });
      onSaved();
    } catch {
      notify(`${T}.saveFailed`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ minWidth: 220 }}>
      <TextField
        size="small"
        multiline
        maxRows={3}
        label={translate(`${T}.comment`)}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH, readOnly: !writable } }}
      />
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          select
          size="small"
          label={translate(`${T}.status`)}
          value={status}
          disabled={!writable}
          onChange={(e) => setStatus(e.target.value as NoteStatus)}
          sx={{ minWidth: 150 }}
        >
          {NOTE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`${T}.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {writable && (
          <Button size="small" disabled={!changed || saving} onClick={() => void save()}>
            {translate(`${T}.save`)}
          </Button>
        )}
      </Stack>
      {item.note && (
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.notedBy`, { who: item.note.by ?? '', at: formatDateTime(item.note.at) })}
        </Typography>
      )}
    </Stack>
  );
}

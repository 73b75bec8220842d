import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatDay } from '../../domain/dates';
import { subjectSubTypeOf } from '../../domain/subjects';
import {
  conflictFields,
  fieldLabelKey,
  type CountFormDeclaration,
  type CountSubject,
  type SaveConflict,
} from '../../domain/engine';

const T = 'app.countForm.conflict';

interface Props {
  d: CountFormDeclaration;
  conflicts: readonly SaveConflict[];
  subjects: readonly CountSubject[];
  onKeep(subjectId: number, mine: boolean): void;
}

const shown = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value)
      ? formatDay(value)
      : String(value);

/**
 * The units someone else saved with other figures while this user typed (issue 26): per unit,
 * the figures that differ side by side, who saved theirs and when, and a choice of one.
 */
export function SaveConflicts({ d, conflicts, subjects, onKeep }: Props) {
  const translate = useTranslate();
  if (conflicts.length === 0) return null;
  const subTypeOf = new Map(subjects.map((s) => [s.subject_id, subjectSubTypeOf(s)]));
  return (
    <Alert severity="warning" sx={{ my: 2 }} data-testid="save-conflicts">
      <AlertTitle>{translate(`${T}.title`, { count: conflicts.length })}</AlertTitle>
      <Typography variant="body2">{translate(`${T}.intro`)}</Typography>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {conflicts.map((c) => {
          const when = c.saved_at ? formatDateTime(c.saved_at) : '';
          const fields = conflictFields(d, subTypeOf.get(c.subject_id), c);
          return (
            <Paper
              key={c.subject_id}
              variant="outlined"
              sx={{ p: 2 }}
              role="region"
              aria-label={c.name}
            >
              <Typography variant="subtitle1" component="h3">
                {c.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {c.saved_by
                  ? translate(`${T}.who`, { name: c.saved_by, date: when })
                  : translate(`${T}.when`, { date: when })}
              </Typography>
              <Table size="small" sx={{ my: 1, maxWidth: 520 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${T}.field`)}</TableCell>
                    <TableCell align="right">{translate(`${T}.yours`)}</TableCell>
                    <TableCell align="right">{translate(`${T}.theirs`)}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {fields.map((f) => (
                    <TableRow key={f.name}>
                      <TableCell>{translate(fieldLabelKey(d.name, f.name))}</TableCell>
                      <TableCell align="right">{shown(c.yours[f.name])}</TableCell>
                      <TableCell align="right">{shown(c.theirs[f.name])}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Stack direction="row" spacing={1}>
                <Button variant="contained" size="small" onClick={() => onKeep(c.subject_id, true)}>
                  {translate(`${T}.keepMine`)}
                </Button>
                <Button variant="outlined" size="small" onClick={() => onKeep(c.subject_id, false)}>
                  {translate(`${T}.keepTheirs`)}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Alert>
  );
}

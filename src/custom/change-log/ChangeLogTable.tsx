import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LinkBase, useTranslate } from 'react-admin';
import type { ChangeEntry } from '../../domain/changes';
import { formatDateTime } from '../../domain/dates';
import { useAppPath } from '../../shared/useAppPath';
import { useChangeLabels } from './useChangeLabels';

const T = 'app.changes';
export const CHANGE_COLUMNS = [
  'at',
  'place',
  'module',
  'record',
  'field',
  'before',
  'after',
  'who',
  'via',
] as const;

/** One page of the trail: a row per changed field, newest first. */
export function ChangeLogTable({ rows }: { rows: readonly ChangeEntry[] }) {
  const translate = useTranslate();
  const { moduleLabel, fieldLabel, valueText, pathOf } = useChangeLabels();
  const appPath = useAppPath();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(`${T}.title`)}>
        <TableHead>
          <TableRow>
            {CHANGE_COLUMNS.map((c) => (
              <TableCell key={c}>{translate(`${T}.column.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((c) => {
            const path = pathOf(c);
            return (
              <TableRow key={c.id} data-testid="change-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.at)}</TableCell>
                <TableCell>{c.placeName ?? translate(`${T}.empty_value`)}</TableCell>
                <TableCell>{moduleLabel(c.module)}</TableCell>
                <TableCell>
                  {path ? (
                    <Link component={LinkBase} to={appPath(path)} title={translate(`${T}.open`)}>
                      {c.recordId}
                    </Link>
                  ) : (
                    c.recordId
                  )}
                </TableCell>
                <TableCell>{fieldLabel(c.module, c.field)}</TableCell>
                <TableCell>{valueText(c, c.before)}</TableCell>
                <TableCell>{valueText(c, c.after)}</TableCell>
                <TableCell>{c.who ?? translate(`${T}.system`)}</TableCell>
                <TableCell>{translate(`${T}.via.${c.via}`)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/dates';
import type { StatusHistoryRow } from '../../../dataProvider/sankalp';
import { StatusChip, showDate } from '../UnitFields';

const T = 'app.sankalpScreens.status';

/** A unit's status changes, newest first; the oldest row (no reason) is its creation. */
export function StatusHistory({ rows }: { rows: StatusHistoryRow[] }) {
  const translate = useTranslate();
  if (rows.length === 0) return <Alert severity="info">{translate(`${T}.noHistory`)}</Alert>;
  const headers = ['newStatus', 'effectiveDate', 'reason', 'changedBy', 'changedAt'];
  return (
    <Table size="small" aria-label={translate(`${T}.history`)}>
      <TableHead>
        <TableRow>
          {headers.map((h) => (
            <TableCell key={h}>{translate(`${T}.${h}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.status_id}>
            <TableCell>
              <StatusChip status={row.status} />
            </TableCell>
            <TableCell>{showDate(row.effective_date)}</TableCell>
            <TableCell>{row.reason ?? translate(`${T}.created`)}</TableCell>
            <TableCell>{row.changed_by_name ?? ''}</TableCell>
            <TableCell>{formatDateTime(row.changed_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

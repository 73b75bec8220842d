import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/dates';
import type { GatheringRecordRow } from '../../../domain/dashboard';
import { UnusualMark } from '../../../shared/UnusualMark';
import { nameOf } from './recordColumns';

const T = 'app.records';

/** One row per gathering-entry place: its state, units, attendance, who saved it and when. */
export function RecordsTable({ rows }: { rows: GatheringRecordRow[] }) {
  const translate = useTranslate();
  const headers = ['place', 'state', 'units', 'attendance', 'savedBy', 'savedAt'];
  return (
    <TableContainer sx={{ maxHeight: 560, mt: 2 }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h}>{translate(`${T}.col.${h}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.location_id} data-state={r.state}>
              <TableCell component="th" scope="row">
                {nameOf(r)}
                {r.unusual && <UnusualMark />}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={r.state === 'saved' ? 'success' : 'default'}
                  label={translate(`${T}.state.${r.state}`)}
                />
              </TableCell>
              <TableCell>
                {translate(`${T}.unitsOf`, {
                  reported: r.units_reported,
                  designated: r.units_designated,
                })}
              </TableCell>
              <TableCell>{r.attendance}</TableCell>
              <TableCell>{r.saved_by ?? ''}</TableCell>
              <TableCell>{r.saved_at ? formatDateTime(r.saved_at) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

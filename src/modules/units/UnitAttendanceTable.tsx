import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { ATTENDANCE_FIELDS, monthKey } from '../../domain';
import type { UnitAttendanceMonth } from '../../dataProvider/unitAttendance';

const COLUMNS = [...ATTENDANCE_FIELDS, 'total'] as const;
const T = 'app.unitAttendance';

/** A unit's attendance by month: one row per month, the attendance columns and the total. */
export function UnitAttendanceTable({ months }: { months: UnitAttendanceMonth[] }) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(`${T}.title`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.month`)}</TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c} align="right">
                {translate(`app.gathering.field.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((m) => (
            <TableRow key={`${m.year}/${m.month}`}>
              <TableCell>
                {`${translate(monthKey(m.month))} ${m.year}`}
                {!m.saved && ` (${translate(`${T}.notSaved`)})`}
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c} align="right">
                  {m[c]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

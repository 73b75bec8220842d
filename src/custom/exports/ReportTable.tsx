import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { totalsRow, type Cell, type SheetColumn } from '../../domain';

/** A header cell spanning several columns (e.g. a unit type over its sub-types). */
export interface HeaderGroup {
  label: string;
  span: number;
}

export interface ReportTableProps<R> {
  columns: readonly SheetColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** When given, a last row with this label and the column sums. */
  totalsLabel?: string;
  groups?: readonly HeaderGroup[];
  label: string;
}

const cellOf = (value: Cell | null | undefined): Cell => value ?? '';

/** The rows of a report as a table: the same columns as its xlsx export. */
export function ReportTable<R>(props: ReportTableProps<R>) {
  const { columns, rows, rowKey, totalsLabel, groups, label } = props;
  const body = rows.map((row) => columns.map((c) => cellOf(c.value(row))));
  const totals = totalsLabel === undefined ? null : totalsRow(body, columns.length, totalsLabel);
  const align = (value: Cell) => (typeof value === 'number' ? 'right' : 'left');
  return (
    <TableContainer component={Paper} sx={{ mt: 2 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          {groups && (
            <TableRow>
              {groups.map((g, i) => (
                <TableCell key={i} colSpan={g.span} align="center">
                  {g.label}
                </TableCell>
              ))}
            </TableRow>
          )}
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={i}>{c.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => (
            <TableRow key={rowKey(row)} hover>
              {body[r].map((cell, i) => (
                <TableCell key={i} align={align(cell)}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {totals && (
            <TableRow sx={{ '& td': { fontWeight: 'bold' } }}>
              {totals.map((cell, i) => (
                <TableCell key={i} align={align(cell)}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

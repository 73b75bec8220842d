import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  derivedTotals,
  groupedHeader,
  totalsRow,
  type Cell,
  type SheetColumn,
} from '../../domain/export';
import { formatFigure } from '../../domain/figures';
import { UnusualMark } from '../UnusualMark';

export interface ReportTableProps<R> {
  /** The same columns as the sheet the report downloads. */
  columns: readonly SheetColumn<R>[];
  rows: readonly R[];
  /** The table's accessible name. */
  label: string;
  /** When given, a last row with this label and the column sums. */
  totalsLabel?: string;
  /** The totals of an empty table: a report whose columns are all counts passes 0. */
  totalsWhenEmpty?: Cell;
  rowKey?(row: R, index: number): string | number;
}

const align = (cell: Cell) => (typeof cell === 'number' ? 'right' : 'left');
/** A cell as shown: figures in Indian grouping (1,23,456), text as it is. */
const shown = (cell: Cell) => (typeof cell === 'number' ? formatFigure(cell) : cell);
/** A report row of a place whose month has confirmed-unusual counts (issue 15). */
const isUnusual = (row: unknown) => (row as { unusual?: boolean }).unusual === true;

/**
 * The one table of every report: grouped headers (groups over their columns) that stay in
 * view while it scrolls (at most 440 px high), one row per record and the totals row.
 */
export function ReportTable<R>({
  columns,
  rows,
  label,
  totalsLabel,
  totalsWhenEmpty = '',
  rowKey = (_row, i) => i,
}: ReportTableProps<R>) {
  const body = rows.map((row) => columns.map((c): Cell => c.value(row) ?? ''));
  const totals =
    totalsLabel === undefined
      ? null
      : derivedTotals(columns, totalsRow(body, columns.length, totalsLabel, totalsWhenEmpty), rows);
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ maxHeight: 440, mt: 2 }}
    >
      <Table size="small" aria-label={label}>
        <TableHead
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 2,
            '& th': { bgcolor: 'grey.100', fontWeight: 'bold', whiteSpace: 'nowrap' },
          }}
        >
          {groupedHeader(columns).map((cells, level) => (
            <TableRow key={level}>
              {cells.map((cell) => (
                <TableCell
                  key={cell.col}
                  colSpan={cell.colSpan}
                  rowSpan={cell.rowSpan}
                  align={cell.colSpan > 1 ? 'center' : 'left'}
                  sx={{ borderRight: 1, borderColor: 'divider' }}
                >
                  {cell.text}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)} hover>
              {body[index]!.map((cell, i) => (
                <TableCell key={i} align={align(cell)} sx={{ whiteSpace: 'nowrap' }}>
                  {shown(cell)}
                  {i === 0 && isUnusual(row) && <UnusualMark />}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {totals && (
            <TableRow sx={{ '& td': { fontWeight: 'bold', bgcolor: 'grey.50' } }}>
              {totals.map((cell, i) => (
                <TableCell key={i} align={align(cell)}>
                  {shown(cell)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

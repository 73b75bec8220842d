import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { Cell } from '../../domain';
import { UnusualMark } from '../../shared/UnusualMark';
import { headerRows, reportTotalsRow, rowCells, type ReportColumn } from '../../domain/report';

interface Props<R> {
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  /** The table's accessible name. */
  label: string;
  /** The label of the totals row (the summary report's 'एकूण' by default). */
  totalsLabel?: string;
  rowKey?(row: R, index: number): string | number;
}

const align = (cell: Cell) => (typeof cell === 'number' ? 'right' : 'left');

/**
 * One row per place and a totals row, under a two-row header (groups over their columns)
 * that stays in view while the table scrolls (at most 440 px high).
 */
/** A report row of a place whose month has confirmed-unusual counts (issue 15). */
const isUnusual = (row: unknown) => (row as { unusual?: boolean }).unusual === true;

export function ReportDataTable<R>({
  columns,
  rows,
  label,
  totalsLabel,
  rowKey = (_row, i) => i,
}: Props<R>) {
  const translate = useTranslate();
  const totals = reportTotalsRow(columns, rows, totalsLabel ?? translate('app.ahawal.total'));
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
          {headerRows(columns).map((cells, level) => (
            <TableRow key={level}>
              {cells.map((cell) => (
                <TableCell
                  key={cell.col}
                  colSpan={cell.colSpan}
                  rowSpan={cell.rowSpan}
                  align={cell.colSpan > 1 ? 'center' : 'left'}
                  sx={{ borderRight: 1, borderColor: 'divider' }}
                >
                  {translate(cell.labelKey)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)} hover>
              {rowCells(columns, row).map((cell, i) => (
                <TableCell key={i} align={align(cell)} sx={{ whiteSpace: 'nowrap' }}>
                  {cell}
                  {i === 0 && isUnusual(row) && <UnusualMark />}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 'bold', bgcolor: 'grey.50' } }}>
            {totals.map((cell, i) => (
              <TableCell key={i} align={align(cell)}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

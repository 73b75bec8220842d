import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CSSProperties } from 'react';
import type { Cell } from '../../domain';
import { formatFigure } from '../../domain/figures';

/** Off screen but read by screen readers. */
const HIDDEN: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};

interface Props {
  caption: string;
  /** The chart's numbers as sheet rows: header first (buildSheetRows). */
  rows: Cell[][];
  /** Shown on screen (the table view) or read only by screen readers. */
  visible: boolean;
}

/** A chart's numbers as a table: the table view, and what a screen reader reads. */
export function ChartTable({ caption, rows, visible }: Props) {
  const [header, ...body] = rows;
  return (
    <Table size="small" style={visible ? undefined : HIDDEN}>
      <caption style={HIDDEN}>{caption}</caption>
      <TableHead>
        <TableRow>
          {header.map((h, i) => (
            <TableCell key={i} component="th" scope="col" align={i ? 'right' : 'left'}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {body.map((row, r) => (
          <TableRow key={r}>
            {row.map((c, i) =>
              i === 0 ? (
                <TableCell key={i} component="th" scope="row">
                  {c}
                </TableCell>
              ) : (
                <TableCell key={i} align="right">
                  {typeof c === 'number' ? formatFigure(c) : c}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

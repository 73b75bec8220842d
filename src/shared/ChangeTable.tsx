import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FieldChange } from '../domain/history';

export interface ChangeTableProps<F extends string> {
  /** The save's heading (its time, who saved). */
  heading: string;
  changes: readonly FieldChange<F>[];
  /** Column headers: field, previous value, current value. */
  headers: readonly [string, string, string];
  label(field: F): string;
  show(field: F, value: unknown): string;
}

/** What one save changed: a row per field with its previous and current value. */
export function ChangeTable<F extends string>({
  heading,
  changes,
  headers,
  label,
  show,
}: ChangeTableProps<F>) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.field}>
              <TableCell>{label(change.field)}</TableCell>
              <TableCell>{show(change.field, change.previous)}</TableCell>
              <TableCell>{show(change.field, change.current)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

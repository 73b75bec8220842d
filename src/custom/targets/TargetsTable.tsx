import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { typedTarget, type TargetSheet } from '../../domain/engine';
import { formatFigure } from '../../domain/figures';

/**
 * The targets sheet: a row per child place, a column per figure a target may be set on; each
 * cell typed as the office reads it (blank: none), a bad one marked where it is.
 */
export function TargetsTable({
  sheet,
  labelOf,
  typed,
  writable,
  onType,
}: {
  sheet: TargetSheet;
  labelOf(field: string): string;
  typed: Readonly<Record<number, Readonly<Record<string, string>>>>;
  writable: boolean;
  onType(placeId: number, field: string, text: string): void;
}) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ mt: 2, maxHeight: 560 }}>
      <Table size="small" stickyHeader aria-label={translate('app.target.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.target.place')}</TableCell>
            {sheet.fields.map((f) => (
              <TableCell key={f} align="right">
                {labelOf(f)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.rows.map((row) => (
            <TableRow key={row.placeId} data-testid="target-row">
              <TableCell component="th" scope="row">
                {row.placeName}
              </TableCell>
              {sheet.fields.map((f) => {
                const text = typed[row.placeId]?.[f] ?? String(row.values[f] ?? '');
                const label = `${row.placeName}: ${labelOf(f)}`;
                return (
                  <TableCell key={f} align="right">
                    {writable ? (
                      <TextField
                        size="small"
                        value={text}
                        onChange={(e) => onType(row.placeId, f, e.target.value)}
                        error={!typedTarget(text).ok}
                        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label } }}
                        sx={{ width: 110 }}
                      />
                    ) : (
                      (row.values[f] !== undefined && formatFigure(row.values[f])) || '—'
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

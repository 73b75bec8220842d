import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { headerCounts, type ReportView, type SummaryReport } from '../../../domain/report';

/** The place counts of the whole report (how many nagars, talukas … and how many with a record). */
export function SummaryCountsTable({ view, report }: { view: ReportView; report: SummaryReport }) {
  const translate = useTranslate();
  const counts = headerCounts(view, report);
  const label = translate('app.ahawal.summary');
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mt: 2, width: 'fit-content' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {counts.map((c) => (
              <TableCell key={c.key} sx={{ fontWeight: 'bold' }}>
                {translate(c.labelKey)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            {counts.map((c) => (
              <TableCell key={c.key} align="right">
                {c.value}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CheckItem } from '../../domain/checks';
import { checkMessageKey } from '../../domain/checks';
import { formatDateTime } from '../../domain/dates';
import { NoteEditor } from './NoteEditor';

const T = 'app.check.review';
export const CHECK_COLUMNS = ['subject', 'place', 'check', 'importance', 'reason', 'note'] as const;

/** The items of one child place: a row per record and check. */
export function CheckItemsTable({
  items,
  period,
  writable,
  onSaved,
}: {
  items: readonly CheckItem[];
  period: Record<string, string | number>;
  writable: boolean;
  onSaved(): void;
}) {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {CHECK_COLUMNS.map((c) => (
            <TableCell key={c}>{translate(`${T}.column.${c}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={`${item.subjectId}:${item.check}`} data-testid="check-item">
            <TableCell>{item.subjectName}</TableCell>
            <TableCell>{item.placeName}</TableCell>
            <TableCell>
              {translate(checkMessageKey(item.module, item.check), { _: item.checkText })}
              <Typography variant="caption" display="block" color="text.secondary">
                {translate(`${T}.${item.broken ? 'brokenNow' : 'fixedSince'}`)}
              </Typography>
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                color={item.importance === 'refuse' ? 'error' : 'warning'}
                label={translate(`${T}.importance.${item.importance}`)}
              />
            </TableCell>
            <TableCell>
              {item.reason ?? translate(`${T}.noReason`)}
              {item.reason && (
                <Typography variant="caption" display="block" color="text.secondary">
                  {translate(`${T}.reasonBy`, {
                    who: item.reasonBy ?? '',
                    at: item.reasonAt ? formatDateTime(item.reasonAt) : '',
                  })}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <NoteEditor item={item} period={period} writable={writable} onSaved={onSaved} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

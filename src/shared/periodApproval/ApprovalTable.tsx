import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../domain/dates';
import type { PeriodApprovals } from '../../domain/engine';
import { formatFigure } from '../../domain/figures';
import { placeLabel } from '../../domain/geo';
import { pendingOf } from '../../domain/periods';

const T = 'app.periodApproval';
const FIGURES = [
  ['expected', 'expected'],
  ['saved', 'saved'],
  ['submitted', 'submittedCount'],
  ['onTime', 'onTime'],
  ['approved', 'approvedCount'],
] as const;

type Child = PeriodApprovals['children'][number];

interface Props {
  rows: PeriodApprovals['children'];
  /** The office directly above may approve them now. */
  canApprove: boolean;
  /** The user may take approvals back (the approver or an office above). */
  canUnapprove: boolean;
  busy: boolean;
  onApprove(child: Child): void;
  onUnapprove(child: Child): void;
  /** Send a child's submitted figures back with a reason (issue 46). */
  onSendBack(child: Child): void;
}

/** Each child place's figures of the period, its state, and what the office can do with it. */
export function ApprovalTable({ rows, canApprove, canUnapprove, busy, ...act }: Props) {
  const translate = useTranslate();
  const stateText = (c: Child) => {
    const text = translate(`${T}.states.${c.state}`, { n: pendingOf(c.progress) });
    if (!c.approval) return text;
    const by = translate(`${T}.approvedBy`, { by: c.approval.by, date: formatDay(c.approval.on) });
    const marked = c.approval.pending
      ? ` — ${translate(`${T}.withPendingMark`, { n: c.approval.pending })}`
      : '';
    return `${text} (${by})${marked}`;
  };
  const action = (c: Child) => {
    if (c.state === 'approved') {
      return canUnapprove ? (
        <Button size="small" disabled={busy} onClick={() => act.onUnapprove(c)}>
          {translate(`${T}.unapprove`)}
        </Button>
      ) : null;
    }
    if (!canApprove || c.state === 'empty') return null;
    const pending = pendingOf(c.progress);
    return (
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          // warning orange on white is below the 4.5:1 contrast of text: outlined instead
          variant={pending ? 'outlined' : 'contained'}
          color={pending ? 'primary' : 'success'}
          disabled={busy}
          onClick={() => act.onApprove(c)}
        >
          {pending
            ? translate(`${T}.approveWithPending`, { n: pending })
            : translate(`${T}.approve`)}
        </Button>
        {c.progress.submitted > 0 && c.progress.approved === 0 && (
          <Button size="small" disabled={busy} onClick={() => act.onSendBack(c)}>
            {translate(`${T}.sendBack`)}
          </Button>
        )}
      </Stack>
    );
  };
  return (
    <Table size="small" aria-label={translate(`${T}.title`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${T}.place`)}</TableCell>
          {FIGURES.map(([, label]) => (
            <TableCell key={label} align="right">
              {translate(`${T}.${label}`)}
            </TableCell>
          ))}
          <TableCell>{translate(`${T}.state`)}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.location_id} data-testid={`approval-${c.location_id}`}>
            <TableCell>{placeLabel(c)}</TableCell>
            {FIGURES.map(([figure]) => (
              <TableCell key={figure} align="right">
                {formatFigure(c.progress[figure])}
              </TableCell>
            ))}
            <TableCell>
              <Typography
                variant="body2"
                color={c.state === 'approved' ? 'success.main' : undefined}
              >
                {stateText(c)}
              </Typography>
            </TableCell>
            <TableCell>{action(c)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

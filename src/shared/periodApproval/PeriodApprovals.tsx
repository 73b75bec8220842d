import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { formatDay } from '../../domain/dates';
import type { CountPeriodBody, PeriodApprovals as Answer } from '../../domain/engine';
import { placeLabel } from '../../domain/geo';
import { pendingOf } from '../../domain/periods';
import { ReasonDialog } from '../forms/ReasonDialog';
import { useApiCall } from '../useApiCall';
import { ApprovalTable } from './ApprovalTable';
import { PendingShare } from './PendingShare';
import { CompletenessLine } from './CompletenessLine';
import { usePeriodStep } from './usePeriodStep';

const T = 'app.periodApproval';

type Child = Answer['children'][number];
type Asking = { kind: 'pending'; child: Child } | { kind: 'ready'; count: number } | null;

interface Props {
  form: string;
  placeId: number;
  /** The period as the form's calls name it: the year, and a month or a festival. */
  period: Omit<CountPeriodBody, 'locationId'>;
  /** The user may write (the server checks each step again). */
  writable: boolean;
}

/**
 * Completeness and approval of a period below a place (issue 25, points 5–6): each child's
 * expected, saved, submitted, on-time and approved places; the office directly above approves
 * a ready child, one "with N pending" after a confirmation, or every ready child at once.
 */
export function PeriodApprovals({ form, placeId, period, writable }: Props) {
  const translate = useTranslate();
  const body = { locationId: placeId, ...period };
  const { state, reload } = useApiCall(
    (dp) => dp.getPeriodApprovals(form, body),
    `${form}:${placeId}:${JSON.stringify(period)}`,
  );
  const { busy, run } = usePeriodStep(form, reload);
  const [asking, setAsking] = useState<Asking>(null);
  const [sendingBack, setSendingBack] = useState<Child | null>(null);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  if (state.status === 'loading') return <LinearProgress aria-label={translate(`${T}.title`)} />;
  if (state.status === 'failed') return <Alert severity="error">{translate(`${T}.failed`)}</Alert>;
  const { place, children, can_approve: canApprove, as_of: asOf } = state.data;
  const ready = children.filter((c) => c.state === 'ready');
  const approve = (child: Child) =>
    pendingOf(child.progress) > 0
      ? setAsking({ kind: 'pending', child })
      : void run(
          'approve',
          { ...period, locationId: child.location_id },
          { key: `${T}.approvedDone`, args: { n: 1 } },
        );
  const confirm = () => {
    if (asking?.kind === 'pending') {
      void run(
        'approve',
        { ...period, locationId: asking.child.location_id, withPending: true },
        { key: `${T}.approvedDone`, args: { n: 1 } },
      );
    } else if (asking?.kind === 'ready') {
      void run('approve-ready', body, { key: `${T}.approvedDone`, args: { n: asking.count } });
    }
    setAsking(null);
  };
  return (
    <Box sx={{ my: 2 }} data-testid="period-approvals">
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate(`${T}.title`)}
        </Typography>
        <PendingShare form={form} period={period} rows={children} />
      </Stack>
      <CompletenessLine progress={place.progress} asOf={asOf} />
      {place.approval && (
        <Alert severity="success" sx={{ my: 1 }}>
          {translate('app.period.gate.approved', {
            by: place.approval.by,
            date: formatDay(place.approval.on),
          })}
        </Alert>
      )}
      {children.length === 0 || place.progress.expected === 0 ? (
        <Typography color="text.secondary">{translate(`${T}.none`)}</Typography>
      ) : (
        <ApprovalTable
          rows={children}
          canApprove={canApprove && writable}
          canUnapprove={writable && !place.approval}
          busy={busy}
          onApprove={approve}
          onSendBack={setSendingBack}
          onUnapprove={(c) =>
            void run(
              'unapprove',
              { ...period, locationId: c.location_id },
              { key: `${T}.unapproved` },
            )
          }
        />
      )}
      {canApprove && writable && ready.length > 0 && (
        <Stack direction="row" sx={{ mt: 1 }}>
          <Button
            variant="contained"
            color="success"
            disabled={busy}
            onClick={() => setAsking({ kind: 'ready', count: ready.length })}
          >
            {translate(`${T}.approveReady`, { n: ready.length })}
          </Button>
        </Stack>
      )}
      {sendingBack && (
        <ReasonDialog
          title={translate(`${T}.sendBackTitle`, { place: placeLabel(sendingBack) })}
          label={translate(`${T}.sendBackReason`)}
          submitLabel={translate(`${T}.sendBack`)}
          failedKey={`${T}.failed`}
          onSubmit={(reason) =>
            dataProvider.periodStep(form, 'return', {
              ...period,
              locationId: sendingBack.location_id,
              reason,
            })
          }
          onDone={() => {
            notify(`${T}.sentBack`, {
              type: 'success',
              messageArgs: { place: placeLabel(sendingBack) },
            });
            setSendingBack(null);
            reload();
          }}
          onClose={() => setSendingBack(null)}
        >
          <Typography variant="body2">{translate(`${T}.sendBackNote`)}</Typography>
        </ReasonDialog>
      )}
      <Confirm
        isOpen={asking !== null}
        title={translate(
          `${T}.${asking?.kind === 'pending' ? 'approveWithPendingTitle' : 'approveReadyTitle'}`,
        )}
        content={
          asking?.kind === 'pending'
            ? translate(`${T}.approveWithPendingNote`, {
                n: pendingOf(asking.child.progress),
                place: placeLabel(asking.child),
              })
            : translate(`${T}.approveReadyNote`, { n: asking?.kind === 'ready' ? asking.count : 0 })
        }
        confirm={translate(`${T}.approve`)}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}

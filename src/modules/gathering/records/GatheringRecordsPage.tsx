import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  PICKER_MODE,
  buildSheetRows,
  plainSheet,
  sheetFileName,
  placeLabel,
} from '../../../domain';
import { RECORD_STATES, filterRecords, type RecordState } from '../../../domain/dashboard';
import { REPORT_PERIOD } from '../ahawal/reportPeriod';
import { useApiCall } from '../../../shared/useApiCall';
import { DownloadButton } from '../../../shared/exports';
import { GeoPickerButton, useSelectedPlace } from '../../../shared/geo-picker';
import { PeriodFields } from '../../../shared/period/PeriodFields';
import { initialPeriod, storePeriod, type Period } from '../../../shared/period/periodStore';
import { formatDateTime } from '../../../domain/dates';
import { PrintButton, PrintHeading } from '../../../shared/print';
import { RecordsTable } from './RecordsTable';
import { recordColumns } from './recordColumns';
import { FilterBar } from '../../../shared/FilterBar';
import { useCanWrite } from '../../../shared/useCanWrite';
import { PeriodApprovals } from '../../../shared/periodApproval';
import { PeriodRequestsCard } from '../../../shared/periodApproval/PeriodRequestsCard';

const T = 'app.records';

/** /ahawal/list (सांघिक नोंदी सूची): who has reported this month below a place, pending first. */
export function GatheringRecordsPage({ today = new Date() }: { today?: Date }) {
  const translate = useTranslate();
  const { place, ready } = useSelectedPlace();
  const [period, setPeriod] = useState<Period>(() => initialPeriod(today, REPORT_PERIOD));
  const [state, setState] = useState<RecordState | 'all'>('all');
  const id = place?.location_id;
  const writable = useCanWrite();
  const { state: call } = useApiCall(
    async (dp) => (ready && id ? dp.getGatheringRecords({ locationId: id, ...period }) : null),
    `${ready}:${id}:${period.year}:${period.month}`,
  );
  const choosePeriod = (next: Period) => {
    setPeriod(next);
    storePeriod(next, REPORT_PERIOD);
  };
  const data = call.status === 'ready' ? call.data : null;
  const rows = data ? filterRecords(data.rows, state) : [];
  const count = (s: RecordState) => data?.rows.filter((r) => r.state === s).length ?? 0;
  const label = data
    ? placeLabel({ localized_name: data.place.location_name, name_suffix: data.place.name_suffix })
    : '';
  // on paper: the place and period, and when the list was made (nothing of the filters)
  const printLines = data
    ? [
        `${label} — ${translate(`app.gathering.month.${data.period.month}`)} ${data.period.year}`,
        translate('app.print.asOf', { date: formatDateTime(new Date()) }),
      ]
    : [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      <PrintHeading lines={printLines} />
      <FilterBar>
        <PeriodFields
          today={today}
          value={period}
          onChange={choosePeriod}
          monthChoices={REPORT_PERIOD.monthChoices}
        />
        <GeoPickerButton mode={PICKER_MODE.reports} />
        <TextField
          select
          size="small"
          label={translate(`${T}.filter`)}
          value={state}
          onChange={(e) => setState(e.target.value as RecordState | 'all')}
          sx={{ minWidth: 160 }}
        >
          {(['all', ...RECORD_STATES] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`${T}.state.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <DownloadButton
          build={() =>
            plainSheet(buildSheetRows(recordColumns(translate), rows), translate(`${T}.title`))
          }
          fileName={sheetFileName(label, translate(`${T}.title`))}
          disabled={!data || rows.length === 0}
        />
        <PrintButton title={`${label} ${translate(`${T}.title`)}`} />
      </FilterBar>
      {ready && !id && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(`${T}.noPlace`)}
        </Alert>
      )}
      {id && call.status === 'loading' && (
        <LinearProgress sx={{ mt: 2 }} aria-label={translate(`${T}.loading`)} />
      )}
      {call.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(`${T}.failed`)}
        </Alert>
      )}
      {ready && id && (
        <Box data-print="hide">
          {writable && <PeriodRequestsCard />}
          <PeriodApprovals form="sanghik" placeId={id} period={period} writable={writable} />
        </Box>
      )}
      {data && data.rows.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(`${T}.empty`)}
        </Alert>
      )}
      {data && data.rows.length > 0 && (
        <>
          <Typography sx={{ mt: 2 }} data-testid="records-summary">
            {translate(`${T}.summary`, {
              place: label,
              total: data.rows.length,
              pending: count('not_started'),
              saved: count('saved'),
            })}
          </Typography>
          <RecordsTable rows={rows} />
        </>
      )}
    </Box>
  );
}

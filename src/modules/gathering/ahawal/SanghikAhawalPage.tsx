import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PICKER_MODE, REPORT_LEVELS } from '../../../domain';
import { GeoPickerButton, useSelectedPlace } from '../../../shared/geo-picker';
import { PeriodFields } from '../../../shared/period/PeriodFields';
import { ReportResult } from './ReportResult';
import { initialPeriod, storePeriod, type Period } from '../../../shared/period/periodStore';
import { REPORT_PERIOD } from './reportPeriod';
import { useSummaryReport } from './useSummaryReport';
import { FilterBar } from '../../../shared/FilterBar';
import { PeriodApprovals } from '../../../shared/periodApproval';
import { CompareSwitches } from '../../../shared/CompareSwitches';
import type { Comparison } from '../../../domain/report';

const T = 'app.ahawal';

/** /sanghik/ahawal: the monthly summary report of a भाग, ग्रामीण जिल्हा, तालुका, नगर or उपखंड. */
export function SanghikAhawalPage({ today = new Date() }: { today?: Date }) {
  const translate = useTranslate();
  const { place, ready } = useSelectedPlace();
  const [period, setPeriod] = useState<Period>(() => initialPeriod(today, REPORT_PERIOD));
  const { state, find } = useSummaryReport();
  // the place and period of the last search: its completeness is said beside the report
  const [searched, setSearched] = useState<{ id: number; period: Period } | null>(null);
  // the report's figures beside last year's or their targets (issue 49), asked again on a change
  const [comparison, setComparison] = useState<Comparison>(null);
  const [indicators, setIndicators] = useState(false);
  const compare = (next: Comparison) => {
    setComparison(next);
    if (searched && place?.location_id === searched.id) void find(place, searched.period, next);
  };
  const choosePeriod = (next: Period) => {
    setPeriod(next);
    storePeriod(next, REPORT_PERIOD);
  };
  const alert = (severity: 'warning' | 'error', key: string) => (
    <Alert severity={severity} sx={{ mt: 2 }}>
      {translate(key)}
    </Alert>
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.pageTitle`)}
      </Typography>
      <FilterBar>
        <PeriodFields
          today={today}
          value={period}
          onChange={choosePeriod}
          monthChoices={REPORT_PERIOD.monthChoices}
        />
        <GeoPickerButton mode={PICKER_MODE.reports} selectableLevels={REPORT_LEVELS} />
        <Button
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={!ready || state.status === 'loading'}
          onClick={() => {
            if (place) setSearched({ id: place.location_id, period });
            void find(place, period, comparison);
          }}
        >
          {translate(`${T}.find`)}
        </Button>
      </FilterBar>
      {searched && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-print="hide">
          <CompareSwitches value={comparison} onChange={compare} />
          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Switch checked={indicators} onChange={(_, on) => setIndicators(on)} />}
            label={translate(`${T}.indicators`)}
          />
        </Stack>
      )}
      {state.status === 'noPlace' && alert('warning', `${T}.noPlace`)}
      {state.status === 'wrongLevel' && alert('warning', `${T}.wrongLevel`)}
      {state.status === 'failed' && alert('error', `${T}.failed`)}
      {state.status === 'unknownView' && alert('error', `${T}.unknownView`)}
      {state.status === 'loading' && (
        <LinearProgress sx={{ mt: 2 }} aria-label={translate(`${T}.loading`)} />
      )}
      {state.status === 'noRecord' && (
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          {translate(`${T}.noRecords`)}
        </Typography>
      )}
      {state.status === 'ready' && (
        <ReportResult
          view={state.view}
          report={state.report}
          comparison={comparison}
          indicators={indicators}
        />
      )}
      {/* each child place's completeness and approval of the month (issue 25), read here */}
      {searched && (state.status === 'ready' || state.status === 'noRecord') && (
        <Box sx={{ mt: 3 }} data-print="hide">
          <PeriodApprovals
            form="sanghik"
            placeId={searched.id}
            period={searched.period}
            writable={false}
          />
        </Box>
      )}
    </Box>
  );
}

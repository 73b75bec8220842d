import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { FindButton, PickPlaceAlert } from '../report/FindButton';
import { GeoPickerButton, useSelectedPlace } from '../../shared/geo-picker';
import {
  countFormView,
  countPeriodKind,
  rollupLevels,
  type CountPeriodBody,
} from '../../domain/engine';
import { LEVEL_NAMES } from '../../domain/levels';
import { PERIOD_AXES, isAxisName, periodText, type AxisName } from '../../domain/periods';
import { PageLoading } from '../../shared/PageLoading';
import { PeriodFields } from '../../shared/period/PeriodFields';
import { UnsavedGuard } from '../../shared/UnsavedGuard';
import { AxisField } from '../report/AxisField';
import { ReportApprovals } from '../report/ReportApprovals';
import { RollupReportView } from '../report/RollupReportView';
import { YearField } from '../report/YearField';
import { useDeclaration, useEntityRights } from '../useEntity';
import { useModuleTitle } from '../useModuleTitle';
import { CountEntry } from './CountEntry';
import { ViewChoice } from './ViewChoice';
import { pickerOf } from './pickerOf';
import { useScreenText } from './screenText';
import { useCountPeriod } from './useCountPeriod';
import { useCountSheet } from './useCountSheet';

/**
 * A declared count form (सांघिक नोंदणी, उत्सव नोंदणी, the campaign वृत्त): the period and the
 * place, then the records of the subjects under an entry place, or (above the entry levels)
 * the roll-up of the place.
 */
export function CountFormPage({ today = new Date() }: { today?: Date }) {
  const d = useDeclaration('countForm');
  const translate = useTranslate();
  const screenText = useScreenText(d);
  const rights = useEntityRights(d);
  const { preset, title } = useModuleTitle(d);
  const { place, ready } = useSelectedPlace();
  const entry = useCountSheet(d);
  const [report, setReport] = useState<CountPeriodBody | null>(null);
  const [wantsReport, setWantsReport] = useState(false);
  const placeView = place ? countFormView(d, place.level_id) : 'none';
  // where a level offers both (a return entered at the top of the tree), the person chooses
  const both = placeView === 'entry' && place !== null && rollupLevels(d).includes(place.level_id);
  const view = both && wantsReport ? 'report' : placeView;
  const periods = useCountPeriod(d, today);
  // a form with an axis and no menu entry fixing it (a copy made in the builder) asks for it
  const askAxis = d.axis !== undefined && isAxisName(d.axis) && !preset?.[d.axis];
  const [axisValue, setAxisValue] = useState(() =>
    d.axis && isAxisName(d.axis) ? PERIOD_AXES[d.axis][0]!.code : '',
  );
  const axisChoice = askAxis ? { [d.axis!]: axisValue } : {};
  // a reminder's link names the period: its sheet (or roll-up) is looked for once, at once
  const linkFollowed = useRef(!periods.fromLink);
  useEffect(() => {
    if (linkFollowed.current || !ready || !place || view === 'none' || !rights.canRead) return;
    linkFollowed.current = true;
    find();
  });
  if (rights.ready && !rights.canRead) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`app.error.${rights.refusal}`)}
      </Alert>
    );
  }
  const heading = translate(`resources.${d.name}.screen.title`, { _: title });
  const discardOk = () => !entry.dirty || window.confirm(translate('app.countForm.discard'));
  const bodyNow = () =>
    place && { locationId: place.location_id, ...periods.body, ...axisChoice, ...preset };
  const find = () => {
    const body = bodyNow();
    if (!body || !discardOk()) return;
    if (view === 'entry') void entry.load(body);
    else setReport(body);
  };
  // the other view of what was just looked for: the roll-up of the sheet entered, at once
  const switchView = (next: 'entry' | 'report') => {
    if (next === 'report' && !discardOk()) return;
    setWantsReport(next === 'report');
    const body = bodyNow();
    if (next === 'report' && entry.sheet && body) setReport(body);
  };
  const levels = d.entryLevels.map((l) => LEVEL_NAMES[l]).join(', ');
  const sheet = entry.sheet;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={heading} />
      <UnsavedGuard when={entry.dirty} />
      <Typography variant="h5" component="h1" gutterBottom data-print="hide">
        {heading}
      </Typography>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        data-print="hide"
      >
        {periods.monthly ? (
          <PeriodFields
            today={today}
            value={periods.period}
            onChange={periods.choose}
            monthChoices={periods.monthChoices}
            years={periods.years}
          />
        ) : (
          <YearField
            years={periods.years}
            value={periods.period.year}
            onChange={(year) => periods.choose({ ...periods.period, year })}
          />
        )}
        {askAxis && (
          <AxisField axis={d.axis as AxisName} value={axisValue} onChange={setAxisValue} />
        )}
        <GeoPickerButton {...pickerOf(d)} />
        {both && <ViewChoice view={view} onChange={switchView} />}
        <FindButton disabled={!ready || view === 'none'} onClick={find} />
      </Stack>
      {!place && <PickPlaceAlert />}
      {place && view === 'none' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {screenText('wrongLevel', { levels })}
        </Alert>
      )}
      {entry.state === 'loading' && <PageLoading sx={{ mt: 2 }} />}
      {entry.state === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(`resources.${d.name}.screen.loadFailed`, {
            _: translate('app.countForm.loadFailed'),
          })}
        </Alert>
      )}
      {view === 'entry' && sheet && (
        <CountEntry
          d={d}
          entry={entry}
          writable={rights.canWrite}
          heading={`${sheet.place.label} · ${periodText(
            countPeriodKind(d).label({
              year: sheet.year,
              month: sheet.month,
              part: sheet.festival ?? '',
            }),
            translate,
          )}`}
        />
      )}
      {view === 'report' && report && (
        <RollupReportView name={d.name} source={d} body={report} title={title} />
      )}
      {view === 'report' && report && (
        <ReportApprovals d={d} body={report} writable={rights.canWrite} />
      )}
    </Box>
  );
}

import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { GeoPickerButton, useSelectedPlace } from '../../custom/geo-picker';
import {
  countFormView,
  countPeriodKind,
  entryYears,
  rollupLevels,
  type CountPeriodBody,
} from '../../domain/entities';
import { financialYear, yearChoices } from '../../domain/gathering';
import { LEVEL_NAMES } from '../../domain/levels';
import { periodText } from '../../domain/periods';
import { RollupReportView } from '../report/RollupReportView';
import { YearField } from '../report/YearField';
import { useDeclaration, useEntityRights } from '../useEntity';
import { useModuleTitle } from '../useModuleTitle';
import { CountEntry } from './CountEntry';
import { useCountSheet } from './useCountSheet';
import { PageLoading } from '../../shared/PageLoading';

/**
 * A declared count form (उत्सव नोंदणी, the campaign वृत्त): year and place, then the records of
 * the subjects under an entry place, or (above the entry levels) the roll-up of the place.
 */
export function CountFormPage({ today = new Date() }: { today?: Date }) {
  const d = useDeclaration('countForm');
  const translate = useTranslate();
  const rights = useEntityRights(d);
  const { preset, title } = useModuleTitle(d);
  const { place, ready } = useSelectedPlace();
  const entry = useCountSheet(d);
  const [year, setYear] = useState(() => financialYear(today));
  const [report, setReport] = useState<CountPeriodBody | null>(null);
  const [wantsReport, setWantsReport] = useState(false);
  if (rights.ready && !rights.canRead) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`app.error.${rights.refusal}`)}
      </Alert>
    );
  }
  const placeView = place ? countFormView(d, place.level_id) : 'none';
  // where a level offers both (a return entered at the top of the tree), the person chooses
  const both = placeView === 'entry' && place !== null && rollupLevels(d).includes(place.level_id);
  const view = both && wantsReport ? 'report' : placeView;
  const years = view === 'report' ? yearChoices(today) : entryYears(d, today);
  const find = () => {
    if (!place || (entry.dirty && !window.confirm(translate('app.sanghikEntry.discard')))) return;
    const body = {
      locationId: place.location_id,
      year: years.includes(year) ? year : years[0],
      ...preset,
    };
    if (view === 'entry') void entry.load(body);
    else setReport(body);
  };
  const levels = d.entryLevels.map((l) => LEVEL_NAMES[l]).join(', ');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <YearField
          years={years}
          value={years.includes(year) ? year : years[0]}
          onChange={setYear}
        />
        <GeoPickerButton />
        {both && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            aria-label={translate('app.countForm.viewChoice')}
            onChange={(_, next: 'entry' | 'report' | null) => {
              if (
                next &&
                (next === 'entry' ||
                  !entry.dirty ||
                  window.confirm(translate('app.sanghikEntry.discard')))
              )
                setWantsReport(next === 'report');
            }}
          >
            <ToggleButton value="entry">{translate('app.countForm.entryView')}</ToggleButton>
            <ToggleButton value="report">{translate('app.countForm.reportView')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        <Button
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={!ready || view === 'none'}
          onClick={find}
        >
          {translate('app.countForm.find')}
        </Button>
      </Stack>
      {!place && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('app.countForm.pickPlace')}
        </Alert>
      )}
      {place && view === 'none' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.countForm.wrongLevel', { levels })}
        </Alert>
      )}
      {entry.state === 'loading' && <PageLoading sx={{ mt: 2 }} />}
      {entry.state === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('app.countForm.loadFailed')}
        </Alert>
      )}
      {view === 'entry' && entry.sheet && (
        <CountEntry
          d={d}
          entry={entry}
          writable={rights.canWrite}
          heading={`${entry.sheet.place.label} · ${periodText(
            countPeriodKind(d).label({ year: entry.sheet.year, part: entry.sheet.festival ?? '' }),
            translate,
          )}`}
        />
      )}
      {view === 'report' && report && (
        <RollupReportView name={d.name} source={d} body={report} title={title} />
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FindButton, PickPlaceAlert } from './FindButton';
import { GeoPickerButton, useSelectedPlace } from '../../shared/geo-picker';
import type {
  CountFormDeclaration,
  CountPeriodBody,
  RegisterDeclaration,
} from '../../domain/engine';
import { financialYear, yearChoices } from '../../domain/calendar';
import { ReportApprovals } from './ReportApprovals';
import { RollupReportView } from './RollupReportView';
import { YearField } from './YearField';

export interface RollupReportSearchProps {
  /** The module whose `/report` is asked (a report, or a count form's own roll-up). */
  name: string;
  source: CountFormDeclaration | RegisterDeclaration;
  /** The levels a place is chosen at. */
  placeLevels: readonly number[];
  title: string;
  /** The axis value a menu preset fixes (a festival). */
  preset?: Record<string, string>;
  today?: Date;
  /** The user may take the approval steps (the server checks each again). */
  writable?: boolean;
}

/** Year, place and "find" over a roll-up: the children's figures of the place found. */
export function RollupReportSearch(props: RollupReportSearchProps) {
  const { name, source, placeLevels, title, preset, today = new Date(), writable = false } = props;
  const translate = useTranslate();
  const { place, ready } = useSelectedPlace();
  const [year, setYear] = useState(() => financialYear(today));
  const [asked, setAsked] = useState<CountPeriodBody | null>(null);
  const allowed = place ? placeLevels.includes(place.level_id) : false;
  const find = () => place && setAsked({ locationId: place.location_id, year, ...preset });
  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <YearField years={yearChoices(today)} value={year} onChange={setYear} />
        <GeoPickerButton selectableLevels={placeLevels} />
        <FindButton disabled={!ready || !allowed} onClick={find} />
      </Stack>
      {!place && <PickPlaceAlert />}
      {place && !allowed && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.countForm.error.reportLevel')}
        </Alert>
      )}
      {asked && <RollupReportView name={name} source={source} body={asked} title={title} />}
      {asked && source.kind === 'countForm' && (
        <ReportApprovals d={source} body={asked} writable={writable} />
      )}
    </Box>
  );
}

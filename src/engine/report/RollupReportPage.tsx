import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { GeoPickerButton, useSelectedPlace } from '../../shared/geo-picker';
import { type CountPeriodBody } from '../../domain/engine';
import { reportSource } from '../../domain/modules';
import { financialYear, yearChoices } from '../../domain/gathering';
import { useDeclaration, useEntityRights } from '../useEntity';
import { useModuleTitle } from '../useModuleTitle';
import { RollupReportView } from './RollupReportView';
import { YearField } from './YearField';

/** A declared roll-up report (उत्सव वृत्त, गोषवारा): year, place, find; the children's figures. */
export function RollupReportPage({ today = new Date() }: { today?: Date }) {
  const d = useDeclaration('rollupReport');
  const translate = useTranslate();
  const rights = useEntityRights(d);
  const { preset, title } = useModuleTitle(d);
  const { place, ready } = useSelectedPlace();
  const [year, setYear] = useState(() => financialYear(today));
  const [asked, setAsked] = useState<CountPeriodBody | null>(null);
  const source = reportSource(d)!;
  if (rights.ready && !rights.canRead) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`app.error.${rights.refusal}`)}
      </Alert>
    );
  }
  const allowed = place ? d.placeLevels.includes(place.level_id) : false;
  const find = () => place && setAsked({ locationId: place.location_id, year, ...preset });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <YearField years={yearChoices(today)} value={year} onChange={setYear} />
        <GeoPickerButton selectableLevels={d.placeLevels} />
        <Button
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={!ready || !allowed}
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
      {place && !allowed && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.countForm.error.reportLevel')}
        </Alert>
      )}
      {asked && <RollupReportView name={d.name} source={source} body={asked} title={title} />}
    </Box>
  );
}

import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  Grid,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { placeLabel, type AttendanceField } from '../../domain';
import { groupByPlace } from './entry';
import type { SanghikUnit } from '../../domain/gatheringRecords';
import { UnitCard } from './UnitCard';

interface Props {
  units: readonly SanghikUnit[];
  readOnly: boolean;
  onChange(sankalpId: number, field: AttendanceField, value: number): void;
}

/** An accordion per village or vasti, each holding a card per unit. */
export function UnitGroups({ units, readOnly, onChange }: Props) {
  const translate = useTranslate();
  if (!units.length) {
    return (
      <Typography color="text.secondary" sx={{ my: 3 }}>
        {translate('app.sanghikEntry.noData')}
      </Typography>
    );
  }
  return groupByPlace(units).map(({ place, parent, units: inPlace }) => (
    <Accordion key={place.location_id} defaultExpanded disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ flexGrow: 1 }}>
          {placeLabel(place)}
          {parent && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {placeLabel(parent)}
            </Typography>
          )}
        </Typography>
        <Chip
          size="small"
          sx={{ mr: 1 }}
          label={translate('app.sanghikEntry.units', { count: inPlace.length })}
        />
      </AccordionSummary>
      <AccordionDetails>
        <Grid container spacing={2}>
          {inPlace.map((unit) => (
            <Grid key={unit.sankalp_id} size={{ xs: 12, md: 6, lg: 4 }}>
              <UnitCard unit={unit} readOnly={readOnly} onChange={onChange} />
            </Grid>
          ))}
        </Grid>
      </AccordionDetails>
    </Accordion>
  ));
}

import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SummaryReport } from '../../../domain/report';

/** The child places with no gathering record this month: who is still pending. */
export function PendingPlaces({ pending }: { pending: SummaryReport['pending'] }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate('app.ahawal.pending.title')}
      </Typography>
      {pending.length ? (
        <Stack
          component="ul"
          direction="row"
          flexWrap="wrap"
          useFlexGap
          spacing={1}
          sx={{ m: 0, p: 0 }}
        >
          {pending.map((place) => (
            <Chip
              key={place.location_id}
              component="li"
              color="warning"
              variant="outlined"
              label={[place.location_name, place.name_suffix].filter(Boolean).join(' ')}
            />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('app.ahawal.pending.none')}</Typography>
      )}
    </Paper>
  );
}

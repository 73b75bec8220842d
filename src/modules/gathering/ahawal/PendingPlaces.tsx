import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SummaryReport } from '../../../domain/report';
import { ShareButton } from '../../../shared/ShareButton';

const nameOf = (place: SummaryReport['pending'][number]) =>
  [place.location_name, place.name_suffix].filter(Boolean).join(' ');

interface Props {
  pending: SummaryReport['pending'];
  /** The report's title and month, heading the list when it is sent on. */
  title: string;
  period: string;
}

/** The child places with no gathering record this month: who is still pending, to send on. */
export function PendingPlaces({ pending, title, period }: Props) {
  const translate = useTranslate();
  const list = {
    heading: translate('app.share.pendingHeading', { title, period }),
    lines: pending.map(nameOf),
    empty: translate('app.ahawal.pending.none'),
  };
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
              label={nameOf(place)}
            />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('app.ahawal.pending.none')}</Typography>
      )}
      {pending.length > 0 && (
        <Stack direction="row" sx={{ mt: 1.5 }}>
          <ShareButton list={list} size="small" />
        </Stack>
      )}
    </Paper>
  );
}

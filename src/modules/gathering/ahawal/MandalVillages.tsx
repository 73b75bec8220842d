import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import { reportRowLabel, type SummaryReport } from '../../../domain/report';

/** Upkhand view: the villages of each mandal, under the mandals' table. */
export function MandalVillages({ report }: { report: SummaryReport }) {
  const translate = useTranslate();
  const mandals = report.mandals ?? [];
  if (!mandals.length) return null;
  return (
    <List dense sx={{ mt: 1 }}>
      {mandals.map((mandal) => (
        <ListItem key={mandal.location_id} disableGutters>
          <ListItemText
            primary={reportRowLabel(mandal)}
            secondary={
              mandal.gaon_locations.length
                ? translate('app.ahawal.mandals.villages', {
                    names: mandal.gaon_locations.map((g) => g.location_name).join(', '),
                  })
                : translate('app.ahawal.mandals.noVillages')
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

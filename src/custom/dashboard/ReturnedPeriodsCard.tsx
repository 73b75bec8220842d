import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { formatDay } from '../../domain/dates';
import type { PeriodReturnRow } from '../../domain/engine';
import { usePeriodTitle } from '../../shared/periodApproval/PeriodRequestsCard';

const T = 'app.periodApproval';

/**
 * The periods the office above sent back to the places under this office, with its reason
 * (issue 46): seen on opening the app, before anyone types; nothing shows while none waits.
 */
export function ReturnedPeriodsCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleOf = usePeriodTitle();
  const [returns, setReturns] = useState<PeriodReturnRow[]>([]);
  useEffect(() => {
    let live = true;
    const load = async () => {
      try {
        const answer = await dataProvider.getPeriodReturns();
        if (live) setReturns(answer.returns);
      } catch {
        // the list is a reminder: a failed call shows nothing rather than a broken dashboard
        if (live) setReturns([]);
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [dataProvider]);
  if (returns.length === 0) return null;
  return (
    <Card
      variant="outlined"
      sx={{ mt: 3, borderColor: 'warning.main' }}
      data-testid="period-returns"
    >
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${T}.returnsTitle`)}
        </Typography>
        <List dense>
          {returns.map((r) => (
            <ListItem key={`${r.module}:${r.year}:${r.part}:${r.location_id}`} divider>
              <ListItemText
                primary={`${r.place} — ${titleOf(r)}`}
                secondary={translate(`${T}.returned`, {
                  by: r.by,
                  date: formatDay(r.on),
                  reason: r.reason,
                })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

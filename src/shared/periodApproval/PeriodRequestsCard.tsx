import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import {
  countFormByName,
  countPeriodKind,
  moduleNameKey,
  periodOfPart,
  type PeriodRequestRow,
} from '../../domain/engine';
import { periodText } from '../../domain/periods';
import { ReasonDialog } from '../forms/ReasonDialog';

const T = 'app.periodRequest';

/** "सांघिक नोंदणी · ऑगस्ट, आर्थिक वर्ष 2026-27": a form's period as a list names it. */
export function usePeriodTitle() {
  const translate = useTranslate();
  return (r: { module: string; year: string; part: string }) => {
    const d = countFormByName(r.module);
    if (!d) return r.module;
    const period = countPeriodKind(d).label(periodOfPart(d, r.year, r.part));
    return `${translate(moduleNameKey(d.name))} · ${periodText(period, translate)}`;
  };
}

/**
 * The office above's side of reopening (issue 25): the waiting requests of the places under
 * it, each granted for 3 days or refused with a reason; nothing shows while none waits.
 */
export function PeriodRequestsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleOf = usePeriodTitle();
  const [requests, setRequests] = useState<PeriodRequestRow[]>([]);
  const [refusing, setRefusing] = useState<PeriodRequestRow | null>(null);
  const load = useCallback(async () => {
    try {
      const answer = await dataProvider.getPeriodRequests();
      setRequests(answer.requests.filter((r) => r.status === 'pending'));
    } catch {
      setRequests([]);
    }
  }, [dataProvider]);
  useEffect(() => void load(), [load]);
  const grant = async (r: PeriodRequestRow) => {
    try {
      await dataProvider.decidePeriodRequest(r.request_id, { grant: true });
      notify(`${T}.granted`, { type: 'success' });
    } catch {
      notify(`${T}.decideFailed`, { type: 'error' });
    }
    await load();
  };
  if (requests.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mt: 3 }} data-testid="period-requests">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        <List dense>
          {requests.map((r) => (
            <ListItem key={r.request_id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={`${r.place} — ${titleOf(r)}`}
                secondary={`${r.reason} (${translate(`${T}.askedBy`, {
                  name: r.asked_by_name ?? '',
                  at: r.asked_at,
                })})${
                  r.figure_records
                    ? ` — ${translate(`${T}.figureRecords`, { n: r.figure_records })}`
                    : ''
                }`}
              />
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button variant="contained" size="small" onClick={() => void grant(r)}>
                  {translate(`${T}.grant`)}
                </Button>
                <Button size="small" color="error" onClick={() => setRefusing(r)}>
                  {translate(`${T}.refuse`)}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </CardContent>
      {refusing && (
        <ReasonDialog
          title={translate(`${T}.refuseTitle`)}
          label={translate(`${T}.reason`)}
          submitLabel={translate(`${T}.refuse`)}
          failedKey={`${T}.decideFailed`}
          onSubmit={(reason) => dataProvider.decidePeriodRequest(refusing.request_id, { reason })}
          onDone={() => {
            setRefusing(null);
            notify(`${T}.refused`, { type: 'success' });
            void load();
          }}
          onClose={() => setRefusing(null)}
        >
          <Typography variant="body2">{`${refusing.place} — ${titleOf(refusing)}`}</Typography>
        </ReasonDialog>
      )}
    </Card>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { LinkBase, useTranslate } from 'react-admin';
import type { DashboardSummary } from '../../domain/dashboard';
import { useAppPath } from '../../shared/useAppPath';

/** A few places still pending this month, and the way to the full list. */
export function PendingCard({ summary }: { summary: DashboardSummary }) {
  const translate = useTranslate();
  const path = useAppPath();
  const { pending, gathering } = summary;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" data-testid="pending">
      <CardContent>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {translate('app.dashboard.pending')}
        </Typography>
        {pending.length === 0 ? (
          <Typography color="success.main">{translate('app.dashboard.pendingNone')}</Typography>
        ) : (
          <List dense disablePadding>
            {pending.map((p) => (
              <ListItem key={p.location_id} disableGutters>
                {[p.location_name, p.name_suffix].filter(Boolean).join(' ')}
              </ListItem>
            ))}
          </List>
        )}
        {gathering.places_total > 0 && (
          <Link component={LinkBase} to={path('/ahawal/list')}>
            {translate('app.dashboard.pendingAll')}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

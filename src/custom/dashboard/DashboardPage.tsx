import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { roleLabelKey } from '../../domain';
import { managesUsers } from '../../domain/users';
import { PageLoading } from '../../shared/PageLoading';
import { useShellUser } from '../../layout/useShellUser';
import { userPlace } from '../../layout/userPlace';
import { PeriodRequestsCard } from '../../shared/periodApproval/PeriodRequestsCard';
import { ReturnedPeriodsCard } from './ReturnedPeriodsCard';
import { Shortcuts } from './Shortcuts';
import { SummaryFigures } from './SummaryFigures';
import { useApiCall } from '../../shared/useApiCall';

const T = 'app.dashboard';

/** Grey boxes where the figures will be, named for screen readers. */
function FigureSkeletons() {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} sx={{ mt: 2 }} role="status" aria-label={translate(`${T}.loading`)}>
      {[0, 1, 2, 3].map((i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
          <Skeleton variant="rounded" height={120} />
        </Grid>
      ))}
    </Grid>
  );
}

const NONE: ReadonlySet<string> = new Set();

/**
 * /dashboard/default: the user's place this month, live (issue 12), and shortcuts to the
 * screens of `implemented` (the screen registry passes its menu entries; this folder does not
 * import the registry, which imports this page).
 */
export function DashboardPage({ implemented = NONE }: { implemented?: ReadonlySet<string> }) {
  const translate = useTranslate();
  const { identity, permissions } = useShellUser();
  const { state, reload } = useApiCall((dp) => dp.getDashboardSummary({}), 'summary');
  if (!identity || !permissions) return <PageLoading />;
  const { level, place } = userPlace(permissions);
  const user = {
    levelId: permissions.levelId,
    admin: permissions.admin,
    managesUsers: managesUsers(permissions),
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.greeting`, { name: identity.fullName })}
      </Typography>
      <Typography color="text.secondary">{translate(`${T}.place`, { place, level })}</Typography>
      <Chip
        color="primary"
        variant="outlined"
        sx={{ mt: 1 }}
        label={translate(`${T}.role`, { role: translate(roleLabelKey(permissions)) })}
      />
      {state.status === 'loading' && <FigureSkeletons />}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {translate(`${T}.retry`)}
            </Button>
          }
        >
          {translate(`${T}.failed`)}
        </Alert>
      )}
      {state.status === 'ready' && <SummaryFigures summary={state.data} />}
      {permissions.writeallowed && <ReturnedPeriodsCard />}
      {permissions.writeallowed && <PeriodRequestsCard />}
      <Shortcuts user={user} implemented={implemented} />
    </Box>
  );
}

import { Box, Card, CardActionArea, CardContent, Chip, Grid, Typography } from '@mui/material';
import { managesUsers } from '../domain/users';
import { LinkBase, useTranslate } from 'react-admin';
import { DEFAULT_PATH, roleLabelKey, visibleMenu } from '../domain';
import { IMPLEMENTED } from '../screens/registry';
import { MenuIcon } from '../layout/menuIcons';
import { menuScreens } from '../layout/menuScreens';
import { useAppPath } from '../layout/useAppPath';
import { useShellUser } from '../layout/useShellUser';
import { userPlace } from '../layout/userPlace';
import { PageLoading } from '../layout/PageLoading';

/** /dashboard/default: greeting with the user's place and role, and the screens they can use. */
export function DashboardPage() {
  const translate = useTranslate();
  const path = useAppPath();
  const { identity, permissions } = useShellUser();
  if (!identity || !permissions) return <PageLoading />;
  const { level, place } = userPlace(permissions);
  const user = {
    levelId: permissions.levelId,
    admin: permissions.admin,
    managesUsers: managesUsers(permissions),
  };
  const screens = menuScreens(visibleMenu(user, IMPLEMENTED)).filter(
    (entry) => entry.url !== DEFAULT_PATH,
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.dashboard.greeting', { name: identity.fullName })}
      </Typography>
      <Typography color="text.secondary">
        {translate('app.dashboard.place', { place, level })}
      </Typography>
      <Chip
        color="primary"
        variant="outlined"
        sx={{ mt: 1 }}
        label={translate('app.dashboard.role', { role: translate(roleLabelKey(permissions)) })}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {translate('app.dashboard.screens')}
      </Typography>
      <Grid container spacing={2}>
        {screens.map((entry) => (
          <Grid key={entry.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={LinkBase}
                to={path(entry.url ?? '/')}
                sx={{ height: '100%' }}
              >
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <MenuIcon name={entry.icon} />
                  <Typography variant="subtitle1" component="h3">
                    {translate(entry.labelKey)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

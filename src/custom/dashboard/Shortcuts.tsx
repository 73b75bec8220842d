import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { DEFAULT_PATH, visibleMenu, type MenuUser } from '../../domain';
import { MenuIcon } from '../../layout/menuIcons';
import { menuScreens } from '../../layout/menuScreens';
import { useAppPath } from '../../shared/useAppPath';

/** Shortcuts to the screens the user may open (the menu's entries, this page left out). */
export function Shortcuts({
  user,
  implemented,
}: {
  user: MenuUser;
  implemented: ReadonlySet<string>;
}) {
  const translate = useTranslate();
  const path = useAppPath();
  const screens = menuScreens(visibleMenu(user, implemented)).filter(
    (entry) => entry.url !== DEFAULT_PATH,
  );
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {translate('app.dashboard.screens')}
      </Typography>
      <Grid container spacing={2} component="nav">
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
    </>
  );
}

import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PeopleIcon from '@mui/icons-material/People';
import SummarizeIcon from '@mui/icons-material/Summarize';
import { LinkBase, useTranslate } from 'react-admin';
import { useAppPath } from '../shared/useAppPath';
import { PublicLayout } from './PublicLayout';

const FEATURES = [
  { key: 'volunteers', Icon: PeopleIcon },
  { key: 'gathering', Icon: EventAvailableIcon },
  { key: 'reports', Icon: SummarizeIcon },
] as const;

/** `/`: what the product is, and the way in. */
export function LandingPage() {
  const translate = useTranslate();
  const path = useAppPath();
  return (
    <PublicLayout wide>
      <Box component="section" sx={{ textAlign: 'center', py: { xs: 2, sm: 4 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('app.name')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.tagline')}
        </Typography>
        <Typography sx={{ maxWidth: 640, mx: 'auto', mb: 3 }}>
          {translate('app.landing.intro')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button component={LinkBase} to={path('/login')} variant="contained" size="large">
            {translate('app.landing.signIn')}
          </Button>
          <Button component={LinkBase} to={path('/register')} variant="outlined" size="large">
            {translate('app.auth.register')}
          </Button>
        </Stack>
      </Box>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        {FEATURES.map(({ key, Icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" />
                <Typography variant="h6" component="h2">
                  {translate(`app.landing.${key}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.landing.${key}Text`)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PublicLayout>
  );
}

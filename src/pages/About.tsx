import {
  Box,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { APP_VERSION } from '../domain';

const POINTS = ['volunteers', 'gathering', 'reports', 'users'] as const;

/** /about: product, version and purpose. */
export function AboutPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 800 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.about.title')}
          </Typography>
          <Typography variant="h6" component="h2">
            {translate('app.name')}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {translate('app.tagline')}
          </Typography>
          <Chip
            size="small"
            sx={{ mb: 2 }}
            label={translate('app.about.version', { version: APP_VERSION })}
          />
          <Typography>{translate('app.about.purpose')}</Typography>
          <List>
            {POINTS.map((point) => (
              <ListItem key={point} disableGutters>
                <ListItemText primary={translate(`app.about.${point}`)} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}

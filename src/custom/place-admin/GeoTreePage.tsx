import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { AppPermissions } from '../../domain';
import { useAppPath } from '../../shared/useAppPath';
import { GeoPickerButton } from '../../shared/geo-picker/GeoPickerButton';
import { GeoTreeView } from '../../shared/geo-picker/GeoTreeView';
import { LevelLegend } from '../../shared/geo-picker/LevelLegend';
import { useSelectedPlace } from '../../shared/geo-picker/selectedPlaceContext';
import { usePickerUser } from '../../shared/geo-picker/usePickerUser';
import { PlaceActions } from '.';

/**
 * Route /geo/tree: the tree below the chosen place (else the user's own place), with level
 * colours and child counts. Choosing another place in the picker re-roots the view.
 */
export function GeoTreePage() {
  const translate = useTranslate();
  const { user, isPending } = usePickerUser();
  const { place, setPlace } = useSelectedPlace();
  const root = place ?? user?.location ?? null;
  // a change of the tree redraws it: the lazily loaded branches are read again
  const [drawn, setDrawn] = useState(0);
  const [withClosed, setWithClosed] = useState(false);
  const { permissions } = usePermissions<AppPermissions>();
  const path = useAppPath();
  const administers = Boolean(permissions?.admin || permissions?.karyalay_pramukh);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title="app.geo.tree.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('app.geo.tree.title')}
      </Typography>
      <GeoPickerButton />
      {permissions?.admin && (
        <Button component={Link} to={path('/geo/import')} sx={{ ml: 1 }}>
          {translate('app.geoImport.openImport')}
        </Button>
      )}
      {root && (
        <PlaceActions
          place={root}
          onChanged={(changed) => {
            if (place) setPlace(changed);
            setDrawn((n) => n + 1);
          }}
        />
      )}
      {administers && (
        <FormControlLabel
          control={
            <Switch checked={withClosed} onChange={(e) => setWithClosed(e.target.checked)} />
          }
          label={translate('app.placeAdmin.showClosed')}
        />
      )}
      <LevelLegend />
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, mt: 1 }}>
        {root ? (
          <GeoTreeView
            key={`${root.location_id}:${drawn}:${withClosed}`}
            withClosed={withClosed}
            root={root}
            fetchSubtree
            showChildCount
            emptyText={translate('app.geo.tree.empty')}
          />
        ) : isPending ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label={translate('app.picker.loading')} />
          </Box>
        ) : (
          <Alert severity="warning">{translate('app.geo.tree.noPlace')}</Alert>
        )}
      </Paper>
    </Box>
  );
}

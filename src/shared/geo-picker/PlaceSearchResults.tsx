import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { placeLabel, toPlaceRef, type PlaceRef, type PlaceSearchHit } from '../../domain';
import { LevelDot } from './LevelDot';
import type { PlaceSearch } from './usePlaceSearch';

interface PlaceSearchResultsProps {
  search: PlaceSearch;
  /** Hits of levels the current mode does not show are left out. */
  isShown(hit: PlaceSearchHit): boolean;
  isSelectable(place: PlaceRef): boolean;
  selectedId: number | null;
  onSelect(place: PlaceRef): void;
}

/** Search hits, each with the names of its ancestors; choosing one selects it. */
export function PlaceSearchResults(props: PlaceSearchResultsProps) {
  const { search, isShown, isSelectable, selectedId, onSelect } = props;
  const translate = useTranslate();
  if (search.loading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
        <CircularProgress size={16} />
        <Typography variant="body2">{translate('app.picker.loading')}</Typography>
      </Box>
    );
  }
  if (search.failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={search.retry}>
            {translate('app.picker.retry')}
          </Button>
        }
      >
        {translate('app.picker.search.failed')}
      </Alert>
    );
  }
  const hits = search.hits.filter(isShown);
  if (hits.length === 0) {
    return (
      <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {translate('app.picker.search.noResults')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={translate('app.picker.search.results')}>
      {hits.map((hit) => (
        <ListItemButton
          key={hit.location_id}
          selected={hit.location_id === selectedId}
          disabled={!isSelectable(hit)}
          onClick={() => onSelect(toPlaceRef(hit))}
          sx={{ gap: 1, alignItems: 'flex-start' }}
        >
          <Box sx={{ pt: 0.75 }}>
            <LevelDot levelId={hit.level_id} nameSuffix={hit.name_suffix} />
          </Box>
          <ListItemText
            primary={placeLabel(hit)}
            secondary={hit.ancestors.join(' › ')}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

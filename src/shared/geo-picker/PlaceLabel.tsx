import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { placeLabel, type PlaceRef } from '../../domain';
import { LevelDot } from './LevelDot';

interface PlaceLabelProps {
  place: PlaceRef;
  /** Shown as a small chip when given (the tree page). */
  childCount?: number;
  /** Greyed out: the place can be expanded but not chosen here. */
  muted?: boolean;
  /** Marked closed (shown only where closed places are asked for). */
  closed?: boolean;
}

/** A tree item's label: level-coloured dot, place name and, optionally, its child count. */
export function PlaceLabel({ place, childCount, muted, closed }: PlaceLabelProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 0.25 }}>
      <LevelDot levelId={place.level_id} nameSuffix={place.name_suffix} />
      <Typography
        component="span"
        variant="body2"
        title={muted ? translate('app.picker.notSelectable') : undefined}
        sx={{ color: muted ? 'text.secondary' : 'text.primary', overflowWrap: 'anywhere' }}
      >
        {placeLabel(place)}
      </Typography>
      {closed && (
        <Chip size="small" color="warning" label={translate('app.placeAdmin.closedMark')} />
      )}
      {childCount !== undefined && childCount > 0 && (
        <Chip
          size="small"
          variant="outlined"
          label={translate('app.geo.tree.childCount', { smart_count: childCount })}
        />
      )}
    </Box>
  );
}

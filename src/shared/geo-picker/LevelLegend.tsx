import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LEVEL_NAMES } from '../../domain';
import { LevelDot } from './LevelDot';

const LEVEL_IDS = Array.from({ length: 11 }, (_, i) => i + 1);

/** Colour key of levels 1 to 11. */
export function LevelLegend() {
  const translate = useTranslate();
  const titleId = 'geo-level-legend-title';
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ my: 1 }}>
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {translate('app.geo.tree.legend')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {LEVEL_IDS.map((levelId) => (
          <Box
            component="li"
            key={levelId}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <LevelDot levelId={levelId} />
            <Typography variant="caption">{LEVEL_NAMES[levelId]}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

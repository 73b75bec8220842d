import Box from '@mui/material/Box';
import { LEVEL_COLOURS, levelLabel } from '../../domain';

interface LevelDotProps {
  levelId: number;
  nameSuffix?: string;
  size?: number;
}

/** A small dot in the level's colour; its accessible name is the level's name. */
export function LevelDot({ levelId, nameSuffix, size = 10 }: LevelDotProps) {
  const name = levelLabel(levelId, nameSuffix);
  return (
    <Box
      component="span"
      role="img"
      aria-label={name}
      title={name}
      data-level={levelId}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: LEVEL_COLOURS[levelId] ?? 'grey.500',
      }}
    />
  );
}

import { Box, Chip } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import { useShellUser } from './useShellUser';
import { userPlace } from './userPlace';

/** App-bar chip with the user's level and place; on phones only the (truncated) place. */
export function PlaceChip() {
  const { permissions } = useShellUser();
  if (!permissions) return null;
  const { level, place } = userPlace(permissions);
  const full = `${level} : ${place}`;
  return (
    <Chip
      icon={<PlaceIcon />}
      title={full}
      label={
        <>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {full}
          </Box>
          <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {place}
          </Box>
        </>
      }
      variant="outlined"
      sx={{
        color: 'inherit',
        borderColor: 'rgba(255, 255, 255, 0.6)',
        '& .MuiChip-icon': { color: 'inherit' },
        minWidth: 0,
        maxWidth: { xs: 150, sm: 320, md: 440 },
        mx: 1,
      }}
    />
  );
}

import { useMediaQuery, type Theme } from '@mui/material';

/** Below the md breakpoint the drawer is temporary and closes after a choice. */
export const useSmallScreen = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

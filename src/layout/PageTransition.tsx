import type { ReactNode } from 'react';
import { Box, Fade, useMediaQuery } from '@mui/material';
import { useLocation } from 'react-admin';

/** Each page fades in over 0.4 s (spec §2 "Shell", §9), unless the person asks for less motion. */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Fade key={pathname} in appear timeout={reduceMotion ? 0 : 400}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Fade>
  );
}

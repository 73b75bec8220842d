import type { ReactNode } from 'react';
import { Box, Fade } from '@mui/material';
import { useLocation } from 'react-admin';

/** Each page fades in over 0.4 s (spec §2 "Shell", §9). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Fade key={pathname} in appear timeout={400}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Fade>
  );
}

import { defaultTheme } from 'react-admin';
import type { ThemeOptions } from '@mui/material';

/** Devanagari-capable system fonts; nothing is downloaded. */
export const FONT_STACK =
  "'Noto Sans Devanagari', 'Mukta', 'Nirmala UI', 'Mangal', 'Kohinoor Devanagari', 'Lohit Devanagari', sans-serif";

/** The breakpoints of spec §5 (MUI's own are 600, 900, 1200, 1536). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

export const theme: ThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: BREAKPOINTS },
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#b23c17', contrastText: '#fff' },
    secondary: { main: '#1e5aa8', contrastText: '#fff' },
  },
  typography: {
    ...defaultTheme.typography,
    fontFamily: FONT_STACK,
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    // Devanagari has no capitals; keep Latin words (Google, English) as written too
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
  },
};

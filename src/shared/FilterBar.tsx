import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A screen's row of choices (period, place, filters, actions): wraps, and is not printed. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      flexWrap="wrap"
      useFlexGap
      spacing={2}
      alignItems="center"
      data-print="hide"
    >
      {children}
    </Stack>
  );
}

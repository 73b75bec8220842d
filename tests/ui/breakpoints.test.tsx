import { readFileSync } from 'node:fs';
import { createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/layout/theme';

/** Spec §5 names the breakpoints 600, 960, 1280 and 1920; docs/decisions.md builds on them. */
describe('the breakpoints of spec §5', () => {
  const { breakpoints } = createTheme(theme);

  it('are the theme’s sm, md, lg and xl', () => {
    expect([breakpoints.values.sm, breakpoints.values.md, breakpoints.values.lg]).toEqual([
      600, 960, 1280,
    ]);
    expect(breakpoints.values.xl).toBe(1920);
  });

  it('make the drawer temporary below 960 px, as docs/decisions.md says', () => {
    expect(breakpoints.down('md')).toBe('@media (max-width:959.95px)');
    expect(readFileSync('docs/decisions.md', 'utf8')).toMatch(/`md` breakpoint\s+\(960 px\)/);
  });
});

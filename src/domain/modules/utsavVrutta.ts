import { FESTIVALS } from '../periods/festivals';
import type { RollupReportDeclaration } from '../engine/types';

/** उत्सव वृत्त: per child place, the units designated and those that held the festival, who came. */
export const utsavVrutta: RollupReportDeclaration = {
  name: 'utsav-vrutta',
  kind: 'rollupReport',
  source: 'utsav',
  placeLevels: [1, 2, 3, 6, 7],
  access: { userLevels: [1, 2, 3, 4, 5] },
  menu: {
    id: 'utsav-sankhya-vrutta',
    parent: 'application',
    order: 120,
    icon: 'festival',
    presets: FESTIVALS.map((f) => ({
      id: `utsav-vrutta-${f.code}`,
      path: `/utsav/${f.code}-vrutta`,
      preset: { festival: f.code },
    })),
  },
};

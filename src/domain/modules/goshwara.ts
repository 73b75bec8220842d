import type { RollupReportDeclaration } from '../engine/types';

/** अभियान गोषवारा: the campaign report summed per child place. */
export const abhiyanGoshwara: RollupReportDeclaration = {
  name: 'abhiyan-goshwara',
  kind: 'rollupReport',
  source: 'abhiyan-vrutta',
  // at an उपखंड (8), whose own return it is, the report is that one row
  placeLevels: [1, 2, 3, 6, 7, 8],
  access: {},
  menu: { id: 'rp-abhiyan-goshwara', parent: 'rpsa', order: 50 },
  path: '/PMP-RPSA/abhiyan-goshwara',
};

/** कार्यक्रम गोषवारा: the programme register summed per child place, and per programme type. */
export const karyakramGoshwara: RollupReportDeclaration = {
  name: 'karyakram-goshwara',
  kind: 'rollupReport',
  source: 'karyakram',
  placeLevels: [1, 2, 3, 6, 7, 8],
  access: {},
  menu: { id: 'rp-karyakram-goshwara', parent: 'rpsa', order: 60 },
  path: '/PMP-RPSA/karyakram-goshwara',
};

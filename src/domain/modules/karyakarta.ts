import { ALL_LEVELS } from '../levels';
import type { RegisterDeclaration } from '../engine/types';

/** कार्यकर्ता सूची: the campaign's workers and the days each gave. */
export const karyakarta: RegisterDeclaration = {
  name: 'karyakarta',
  kind: 'register',
  placeLevels: ALL_LEVELS,
  period: 'none',
  sections: ['karyakarta'],
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 120,
      inList: true,
      search: true,
      section: 'karyakarta',
    },
    { name: 'mobile', type: 'phone', required: true, inList: true, section: 'karyakarta' },
    {
      name: 'responsibility',
      type: 'text',
      maxLength: 120,
      inList: true,
      search: true,
      section: 'karyakarta',
    },
    { name: 'location_id', type: 'place', inList: true, section: 'karyakarta' },
    {
      name: 'daysGiven',
      type: 'count',
      max: 366,
      inList: true,
      summed: true,
      section: 'karyakarta',
    },
  ],
  access: {},
  menu: { id: 'rp-karyakarta-suchi', parent: 'rpsa', order: 30 },
  routes: { list: ['/PMP-RPSA/karyakarta-suchi'] },
  view: { list: 'table', titleField: 'name' },
  tracked: true,
  upload: true,
  // the same name and mobile in the area: likely the same worker (warned, not refused)
  duplicates: ['name', 'mobile'],
};

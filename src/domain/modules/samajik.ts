import { APPROVING_OFFICES, yearlyWithApproval } from '../engine/countPeriods';
import type { CountFormDeclaration, FieldDeclaration } from '../engine/types';

const GROUPS = [
  'sant',
  'shikshak',
  'doctor',
  'vakil',
  'udyojak',
  'shetkari',
  'kalakar',
  'kheladu',
  'patrakar',
  'majiSainik',
  'itar',
];

const group = (name: string): FieldDeclaration => ({
  name,
  type: 'count',
  max: 100_000,
  summed: true,
  inTotal: true,
  section: 'sampark',
});

/** सामाजिक वृत्त: per उपखंड / उपखंड नगर and year, persons contacted in each social group. */
export const samajik: CountFormDeclaration = {
  name: 'samajik',
  kind: 'countForm',
  period: 'financialYear',
  periodPolicy: yearlyWithApproval(APPROVING_OFFICES),
  subject: 'place',
  entryLevels: [7, 8],
  placeLevels: [8],
  rollupView: true,
  sections: ['sampark'],
  fields: GROUPS.map(group),
  access: { userLevels: [1, 2, 3, 4, 5, 6, 7] },
  menu: { id: 'la-samajik-vrutta', parent: 'lokjagaran-abhiyan-vrutta', order: 20 },
  path: '/PMP-LJAV/samajik-vrutta',
};

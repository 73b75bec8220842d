import { APPROVING_OFFICES, yearlyWithApproval } from '../engine/countPeriods';
import type { CountFormDeclaration } from '../engine/types';

const counted = { type: 'count', max: 1_000_000, summed: true, section: 'abhiyan' } as const;

/** अभियान वृत्त: per उपखंड / उपखंड नगर and year, what the contact campaign did. */
export const abhiyanVrutta: CountFormDeclaration = {
  name: 'abhiyan-vrutta',
  kind: 'countForm',
  period: 'financialYear',
  periodPolicy: yearlyWithApproval(APPROVING_OFFICES),
  subject: 'place',
  entryLevels: [7, 8],
  placeLevels: [8],
  rollupView: true,
  sections: ['abhiyan'],
  fields: [
    { name: 'households', ...counted },
    { name: 'persons', ...counted },
    { name: 'literature', ...counted },
    { name: 'favourable', ...counted, max: 100_000 },
    { name: 'karyakartas', ...counted, max: 100_000 },
  ],
  access: {},
  menu: { id: 'rp-abhiyan-vrutta', parent: 'rpsa', order: 10 },
  path: '/PMP-RPSA/abhiyan-vrutta',
};

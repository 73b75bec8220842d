import { APPROVING_OFFICES, yearlyWithApproval } from '../engine/countPeriods';
import type { CountFormDeclaration } from '../engine/types';

const counted = { type: 'count', max: 1_000_000, summed: true, section: 'sampark' } as const;

/** भौगोलिक वृत्त: per गाव / वस्ती and year, whether the campaign reached it and how far. */
export const bhaugolik: CountFormDeclaration = {
  name: 'bhaugolik',
  kind: 'countForm',
  period: 'financialYear',
  periodPolicy: yearlyWithApproval(APPROVING_OFFICES),
  subject: 'place',
  entryLevels: [7, 8],
  placeLevels: [10, 11],
  rollupView: true,
  sections: ['sampark'],
  fields: [
    { name: 'reached', type: 'flag', summed: true, section: 'sampark' },
    { name: 'households', ...counted },
    { name: 'persons', ...counted },
    { name: 'karyakartas', ...counted, max: 10_000 },
    { name: 'teams', ...counted, max: 10_000 },
  ],
  // the share of places reached and the persons per household, in every report of it (issue 49)
  indicators: [
    { name: 'reachedShare', numerator: 'reached', denominator: 'eligible', factor: 100 },
    { name: 'personsPerHousehold', numerator: 'persons', denominator: 'households' },
  ],
  access: { userLevels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 11] },
  menu: { id: 'la-bhaugolik-vrutta', parent: 'lokjagaran-abhiyan-vrutta', order: 10 },
  path: '/PMP-LJAV/bhaugolik-vrutta',
};

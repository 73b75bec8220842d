import { yearlyWithApproval } from '../engine/countPeriods';
import type { CountFormDeclaration, FieldDeclaration } from '../engine/types';

const AREAS = [
  'vidyarthi',
  'kamgar',
  'shetkari',
  'vanvasi',
  'seva',
  'shikshan',
  'sahakar',
  'mahila',
  'itar',
];

const pair = (area: string): FieldDeclaration[] => [
  { name: `${area}Programmes`, type: 'count', max: 10_000, summed: true, section: area },
  {
    name: `${area}Participants`,
    type: 'count',
    max: 1_000_000,
    summed: true,
    inTotal: true,
    section: area,
  },
];

/** विविध क्षेत्र वृत्त: per भाग / ग्रामीण जिल्हा and year, programmes and participants per field of work. */
export const vividhKshetra: CountFormDeclaration = {
  name: 'vividh-kshetra',
  kind: 'countForm',
  period: 'financialYear',
  periodPolicy: yearlyWithApproval([1]),
  subject: 'place',
  entryLevels: [1, 2],
  placeLevels: [3],
  rollupView: 'alsoAtEntry',
  sections: AREAS,
  fields: AREAS.flatMap(pair),
  access: { userLevels: [1] },
  menu: { id: 'la-vividh-kshetrache-vrutt', parent: 'lokjagaran-abhiyan-vrutta', order: 40 },
  path: '/PMP-LJAV/vividh-kshetra-vrutta',
};

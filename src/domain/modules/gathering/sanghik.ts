import { APPROVING_OFFICES } from '../../engine/countPeriods';
import { MONTHLY_REMINDERS } from '../../periods/reminders';
import type { CountFormDeclaration, FieldDeclaration } from '../../engine/types';

const attendance = (name: string, inTotal = true): FieldDeclaration => ({
  name,
  type: 'count',
  rule: 'attendanceCap',
  summed: true,
  inTotal,
  unitInput: true,
  section: 'attendance',
});

/**
 * सांघिक नोंदणी (spec §4): per unit designated in a month, who came to its gathering, in the
 * inputs of the unit's sub-type (DESIGN §7); entered at नगर / उपखंड for the current month and
 * the two before it within the financial year. Its records keep the gathering's own tables
 * (`store: 'gathering'`), which the summary reports, dashboard and /ahawal/list read; the
 * spec's calls /sanghik/list and /sanghik/add are served beside the engine's (`calls`).
 */
export const sanghik: CountFormDeclaration = {
  name: 'sanghik',
  kind: 'countForm',
  period: 'month',
  // its period policy: the current month and the two before it, within the financial year; a
  // month is on time when submitted by the 7th of the next; the प्रांत, विभाग, भाग / जिल्हा,
  // तालुका and नगर offices approve the places directly below them
  periodPolicy: {
    back: 2,
    withinYear: true,
    dueAfterDays: 7,
    approval: { levels: [...APPROVING_OFFICES] },
    // 3 days before the 7th, on it, 2 and 5 days after; from the 5th day after, the office
    // above also gets one digest of its pending places (issue 47)
    reminders: MONTHLY_REMINDERS,
  },
  subject: 'unit',
  store: 'gathering',
  calls: { list: 'sheet', save: 'save' },
  entryLevels: [7, 8],
  placeLevels: [10, 11],
  sections: ['attendance'],
  fields: [
    attendance('praudh'),
    attendance('tarun_vyavasayi'),
    attendance('maha_vidyarthi'),
    attendance('baal'),
    attendance('shishu', false),
  ],
  totalRule: 'attendanceTotal',
  // attendance per unit that met, and the share of designated units that met (issue 49 §3):
  // on the analytics page, month by month
  indicators: [
    { name: 'attendancePerUnit', numerator: 'total', denominator: 'records' },
    { name: 'unitsMetShare', numerator: 'records', denominator: 'eligible', factor: 100 },
  ],
  access: {},
  menu: { id: 'sanghik-add', parent: 'application', order: 40, icon: 'attendance' },
  path: '/sanghik/add',
};

import { yearlyWithApproval } from '../engine/countPeriods';
import { FESTIVALS } from '../periods/festivals';
import { FESTIVAL_REMINDERS } from '../periods/reminders';
import type { CountFormDeclaration, FieldDeclaration } from '../engine/types';

const attendance = (name: string, extra: Partial<FieldDeclaration> = {}): FieldDeclaration => ({
  name,
  type: 'count',
  max: 10_000,
  summed: true,
  inTotal: true,
  section: 'attendance',
  ...extra,
});

/** The unit's own attendance (its inputs), as the total counts it. */
const ATTENDED = 'praudh + tarun_vyavasayi + maha_vidyarthi + baal';

/**
 * उत्सव नोंदणी: per unit and festival of a year, the day it was held and who came (the unit's
 * attendance inputs, DESIGN §7, plus शिशु, महिला, निमंत्रित); entered at नगर / उपखंड like the
 * gathering, by users of levels 6 and 7 (spec §6).
 */
export const utsav: CountFormDeclaration = {
  name: 'utsav',
  kind: 'countForm',
  period: 'financialYear',
  periodPolicy: yearlyWithApproval([6, 7], FESTIVAL_REMINDERS),
  axis: 'festival',
  subject: 'unit',
  entryLevels: [7, 8],
  placeLevels: [10, 11],
  sections: ['utsav', 'attendance'],
  fields: [
    { name: 'heldOn', type: 'date', rule: 'notFuture', section: 'utsav' },
    attendance('praudh', { unitInput: true }),
    attendance('tarun_vyavasayi', { unitInput: true }),
    attendance('maha_vidyarthi', { unitInput: true }),
    attendance('baal', { unitInput: true }),
    attendance('shishu', { inTotal: false }),
    attendance('mahila'),
    attendance('nimantrit'),
  ],
  // a festival's attendance far above the same festival last year asks why (issue 48)
  checks: [
    {
      left: ATTENDED,
      op: '<=',
      // three times, and 20 more: a unit of 3 last year is not asked why it had 12
      right: `last_year(${ATTENDED}) × 3 + 20`,
      message: 'grewFast',
      importance: 'warn',
    },
  ],
  access: { userLevels: [6, 7] },
  menu: {
    id: 'utsav-sankhya-nondani',
    parent: 'application',
    order: 110,
    icon: 'festival',
    presets: FESTIVALS.map((f) => ({
      id: `utsav-nondani-${f.code}`,
      path: `/utsav/${f.code}-nondani`,
      preset: { festival: f.code },
    })),
  },
};

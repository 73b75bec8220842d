import { describe, expect, it } from 'vitest';
import { indiaToday } from '../../src/domain/dates';
import { gateOf } from '../../src/domain/engine';
import { countFormByName } from '../../src/domain/modules';
import {
  FINANCIAL_YEAR,
  MONTH,
  periodGate,
  takesEntry,
  type PeriodState,
} from '../../src/domain/periods';

const sanghik = countFormByName('sanghik')!;
const utsav = countFormByName('utsav')!;
const YEAR = '2026-27';
const FINANCIAL = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3];

/** The oracle, by hand: a month closes after the last day of the month two after it, or on
 * 31 March when that comes first (the gathering's window, spec §4). */
function closeDay(month: number): string {
  const index = FINANCIAL.indexOf(month);
  if (index + 2 >= 11) return '2027-03-31';
  const closing = FINANCIAL[index + 2]!;
  const year = closing >= 4 ? 2026 : 2027;
  const last = new Date(Date.UTC(year, closing, 0)).getUTCDate();
  return `${year}-${String(closing).padStart(2, '0')}-${last}`;
}
const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** India's day at a wall-clock time in India (IST is UTC+5:30). */
const at = (iso: string, hhmm: string) => indiaToday(new Date(`${iso}T${hhmm}:00+05:30`));

const STATES: [string, PeriodState][] = [
  ['nothing stored', {}],
  ['approved', { approved: { levelId: 6, by: 'तालुका कार्यालय', on: '2026-12-01' } }],
  ['reopened past the close', { reopenedUntil: '2099-01-01' }],
  ['a reopening that ended', { reopenedUntil: '2026-04-01' }],
  ['submitted', { submitted: { on: '2026-05-03' } }],
  [
    'submitted and approved',
    {
      submitted: { on: '2026-05-03' },
      approved: { levelId: 3, by: 'जिल्हा कार्यालय', on: '2026-05-09' },
    },
  ],
];
const MOMENTS = [
  ['five days before the close', -5, '12:00'],
  ['the close day at 23:59 IST', 0, '23:59'],
  ['the day after, at 00:01 IST', 1, '00:01'],
] as const;

describe('periodGate: every month of the gathering × the close × every state', () => {
  const cases = FINANCIAL.flatMap((month) =>
    MOMENTS.flatMap(([moment, offset, hhmm]) =>
      STATES.map(([state, stored]) => [month, moment, offset, hhmm, state, stored] as const),
    ),
  );
  it.each(cases)('month %i, %s, %s', (month, _moment, offset, hhmm, stateName, stored) => {
    const close = closeDay(month);
    const day = shift(close, offset);
    const gate = gateOf(sanghik, { year: YEAR, month }, at(day, hhmm), stored);
    const started = day >= `${month >= 4 ? 2026 : 2027}-${String(month).padStart(2, '0')}-01`;
    if (stored.approved) return expect(gate).toEqual({ status: 'approved', ...stored.approved });
    const submitted = stored.submitted ? { submitted: stored.submitted } : {};
    if (stateName === 'reopened past the close') return expect(gate.status).toBe('reopened');
    if (!started)
      return expect(gate).toEqual({
        status: 'closed',
        reason: 'future',
        since: null,
        ...submitted,
      });
    if (offset <= 0) return expect(gate).toEqual({ status: 'open', closesOn: close, ...submitted });
    expect(gate).toEqual({
      status: 'closed',
      reason: 'window',
      since: shift(close, 1),
      ...submitted,
    });
  });
});

describe('periodGate: days after the period (closesAfterDays)', () => {
  const policy = { back: 2, withinYear: true, closesAfterDays: 10 };
  it.each([
    [
      'the 10th after the month, 23:59',
      '2026-11-10',
      '23:59',
      { status: 'open', closesOn: '2026-11-10' },
    ],
    [
      'the 11th, 00:01',
      '2026-11-11',
      '00:01',
      { status: 'closed', reason: 'expired', since: '2026-11-11' },
    ],
    [
      'months later, out of the window too',
      '2027-02-01',
      '10:00',
      { status: 'closed', reason: 'expired', since: '2026-11-11' },
    ],
  ])('October: %s', (_what, day, hhmm, expected) => {
    expect(periodGate(MONTH, policy, { year: YEAR, month: 10 }, at(day, hhmm))).toEqual(expected);
  });
});

describe('periodGate: future periods open (ahead)', () => {
  const policy = { back: 1, ahead: 1, withinYear: true };
  it.each([
    ['next month', 12, '2026-11-30', { status: 'open', closesOn: '2027-01-31' }],
    ['the month after', 1, '2026-11-30', { status: 'closed', reason: 'future', since: null }],
    [
      'next month, across the financial year',
      4,
      '2027-03-31',
      { status: 'closed', reason: 'future', since: null },
    ],
    ['this month', 11, '2026-11-30', { status: 'open', closesOn: '2026-12-31' }],
  ])('%s', (_what, month, day, expected) => {
    // April after March 2027 is of the next financial year
    const year = month === 4 ? '2027-28' : YEAR;
    expect(periodGate(MONTH, policy, { year, month }, at(day, '12:00'))).toEqual(expected);
  });

  it('a yearly form one year ahead', () => {
    const gate = periodGate(
      FINANCIAL_YEAR,
      { back: 0, ahead: 1 },
      { year: '2027-28', part: '' },
      at('2026-11-30', '12:00'),
    );
    expect(gate.status).toBe('open');
  });
});

describe('periodGate: yearly forms', () => {
  it.each([
    ['in the year', '2026-11-26', { status: 'open', closesOn: '2027-04-30' }],
    ['in April, the grace month', '2027-04-30', { status: 'open', closesOn: '2027-04-30' }],
    ['in May', '2027-05-01', { status: 'closed', reason: 'window', since: '2027-05-01' }],
  ])('a festival of 2026-27, %s', (_what, day, expected) => {
    expect(gateOf(utsav, { year: YEAR, part: 'gurupujan' }, at(day, '12:00'))).toEqual(expected);
  });

  it('takes entry only when open or reopened', () => {
    expect(takesEntry({ status: 'open', closesOn: null })).toBe(true);
    expect(takesEntry({ status: 'reopened', until: '2026-12-01' })).toBe(true);
    expect(takesEntry({ status: 'closed', reason: 'window', since: null })).toBe(false);
    expect(takesEntry({ status: 'approved', levelId: 6, by: 'x', on: '2026-12-01' })).toBe(false);
  });
});

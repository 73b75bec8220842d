import { dueReminderSteps } from '../../src/domain/periods';

const POLICY = { days: [5, -3, 0, 2], escalateFrom: 5 };

describe('the reminder steps of a period due by a day (issue 47)', () => {
  it.each([
    ['2026-11-03', []],
    ['2026-11-04', [['2026-11-04', -3, false]]],
    [
      '2026-11-07',
      [
        ['2026-11-04', -3, false],
        ['2026-11-07', 0, false],
      ],
    ],
    [
      '2026-11-12',
      [
        ['2026-11-04', -3, false],
        ['2026-11-07', 0, false],
        ['2026-11-09', 2, false],
        ['2026-11-12', 5, true],
      ],
    ],
  ] as const)('on %s (due 2026-11-07): %j', (today, steps) => {
    expect(dueReminderSteps(POLICY, '2026-11-07', today)).toEqual(
      steps.map(([day, offset, escalate]) => ({ day, offset, escalate })),
    );
  });

  it('counts across a month and a year end, each offset once, none escalating without a step', () => {
    expect(dueReminderSteps({ days: [3, 3, -2] }, '2026-12-30', '2027-01-02')).toEqual([
      { day: '2026-12-28', offset: -2, escalate: false },
      { day: '2027-01-02', offset: 3, escalate: false },
    ]);
  });
});

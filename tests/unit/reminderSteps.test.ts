import {
  completenessLink,
  dueReminderSteps,
  linkedCompleteness,
  parseReminderDays,
  stepsToPlan,
} from '../../src/domain/periods';

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

describe('the steps planned today, and the steps a builder types', () => {
  it.each([
    // due 2026-10-31 (a festival in October), steps a week, two and three after
    ['2026-11-21', [7, 14, 21]],
    // 40 days on, the first step is too old to send; the others still go
    ['2026-12-20', [14, 21]],
    ['2027-02-01', []],
  ] as const)('on %s: offsets %j', (today, offsets) => {
    const policy = { days: [7, 14, 21], escalateFrom: 21 };
    expect(stepsToPlan(policy, '2026-10-31', today).map((s) => s.offset)).toEqual(offsets);
  });

  it.each([
    ['-3, 0, 2, 5', { days: [-3, 0, 2, 5] }],
    ['5 2 2 -3', { days: [-3, 2, 5] }],
    ['', { problem: 'app.moduleBuilder.reminders.badDays' }],
    ['1, two', { problem: 'app.moduleBuilder.reminders.badDays' }],
    ['1.5', { problem: 'app.moduleBuilder.reminders.badDays' }],
    ['-32', { problem: 'app.moduleBuilder.reminders.badDays' }],
    ['63', { problem: 'app.moduleBuilder.reminders.badDays' }],
    ['1 2 3 4 5 6 7 8 9', { problem: 'app.moduleBuilder.reminders.badDays' }],
  ] as const)('"%s" → %j', (text, answer) => {
    expect(parseReminderDays(text)).toEqual(answer);
  });
});

describe('a digest’s link to the form’s completeness', () => {
  it.each([
    ['sanghik', '2026-27', '10', '/period-approvals?form=sanghik&year=2026-27&part=10'],
    [
      'utsav',
      '2026-27',
      'vijayadashami',
      '/period-approvals?form=utsav&year=2026-27&part=vijayadashami',
    ],
    ['m_varshik', '2026-27', '', '/period-approvals?form=m_varshik&year=2026-27&part='],
  ])('%s %s %s → %s, and back', (form, year, part, link) => {
    expect(completenessLink(form, year, part)).toBe(link);
    expect(linkedCompleteness(new URL(link, 'http://x').searchParams)).toEqual({
      form,
      year,
      part,
    });
  });

  it.each([['?form=sanghik'], ['?year=2026-27'], ['?form=sanghik&year=26-27'], ['']])(
    'names no period: %s',
    (query) => {
      expect(linkedCompleteness(new URLSearchParams(query))).toBeNull();
    },
  );
});

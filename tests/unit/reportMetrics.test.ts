import {
  changedMonths,
  childListOf,
  designatedIntervals,
  designationSteps,
  inIntervals,
  kindsOf,
  monthKeyOf,
  positiveSteps,
  stepsDiff,
} from '../../src/domain/report';
import {
  emptyMetrics,
  reportMetrics,
  type RollupFigures,
} from '../../src/domain/modules/gathering';

const figures = (f: Partial<RollupFigures>): RollupFigures => ({
  designated: {},
  present: {},
  attendance: {},
  totals: {},
  withRecord: {},
  ...f,
});

describe('reportMetrics', () => {
  it.each([
    [1, 'shakha', 'baal'],
    [2, 'shakha', 'sanyukta_vidyarthi'],
    [3, 'shakha', 'tarun_vyavasayi'],
    [4, 'shakha', 'praudh'],
    [5, 'saptahik_milan', 'maha_vidyarthi'],
    [6, 'saptahik_milan', 'sanyukta_vidyarthi'],
    [7, 'saptahik_milan', 'tarun_vyavasayi'],
    [8, 'saptahik_milan', 'praudh'],
    [9, 'sangh_mandali', 'sangh_mandali'],
  ] as const)('puts designated sub-type %i under %s / %s', (subType, activity, group) => {
    const m = reportMetrics(figures({ designated: { [subType]: 3 }, present: { [subType]: 2 } }));
    expect(m.sankalp_total[activity]).toMatchObject({ total: 3, sub_types: { [group]: 3 } });
    expect(m.ekunSankalpit).toMatchObject({ [activity]: 3, total: 3 });
    expect(m.present_Sankalpit_age_wise[activity].sub_types[group]).toBe(2);
    expect(m.present_Sankalpit).toMatchObject({ [activity]: 2, total: 2 });
    expect(m.total_present).toMatchObject({ [group]: 2, total: 2 });
  });

  it('sums all nine designated and present counts into the totals', () => {
    const all = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => [s, s]));
    const m = reportMetrics(figures({ designated: all, present: all }));
    expect(m.ekunSankalpit).toEqual({
      shakha: 10,
      saptahik_milan: 26,
      sangh_mandali: 9,
      total: 45,
    });
    expect(m.total_present).toEqual({
      baal: 1,
      sanyukta_vidyarthi: 8,
      tarun_vyavasayi: 10,
      praudh: 12,
      maha_vidyarthi: 5,
      sangh_mandali: 9,
      total: 45,
    });
  });

  it('treats missing values as 0', () => {
    const m = reportMetrics(figures({ attendance: { praudh: 4 }, totals: { gaon: 7 } }));
    expect(m.present_sayamsevak_upastiti).toEqual({
      praudh: 4,
      tarun_vyavasayi: 0,
      maha_vidyarthi: 0,
      baal: 0,
      total: 0,
      shishu: 0,
    });
    expect(m).toMatchObject({ Total_gaon: 7, present_gaon: 0, sankalpit_gaon: 0, Total_taluka: 0 });
    expect(emptyMetrics().ekunSankalpit.total).toBe(0);
  });

  it('maps every kind to its Total_ and present_ field', () => {
    const kinds = ['gaon', 'vasti', 'mandal', 'nagar', 'taluka', 'upkhand', 'upkhand_nagar'];
    const totals = Object.fromEntries(kinds.map((k, i) => [k, 10 + i]));
    const withRecord = Object.fromEntries(kinds.map((k, i) => [k, i]));
    const m = reportMetrics(figures({ totals, withRecord, leavesWithUnits: 9 }));
    expect(m).toMatchObject({
      Total_gaon: 10,
      present_gaon: 0,
      total_vasti: 11,
      present_vasti: 1,
      total_mandal: 12,
      present_mandal: 2,
      total_nagar: 13,
      present_nagar: 3,
      Total_taluka: 14,
      present_taluka: 4,
      Total_upkhand: 15,
      present_upkhand: 5,
      Total_upkhand_nagar: 16,
      present_upkhand_nagar: 6,
      sankalpit_gaon: 9,
    });
  });
});

describe('place kinds', () => {
  it.each([
    [10, 'गाव', ['gaon'], 'children_locations'],
    [11, 'वस्ती', ['gaon', 'vasti'], 'children_locations'],
    [9, 'मंडल', ['mandal'], 'mandals'],
    [8, 'उपखंड', ['upkhand'], 'upkhand'],
    [8, 'उपखंड नगर', ['upkhand_nagar'], 'upkhandNagar'],
    [7, 'नगर', ['nagar'], 'nagars'],
    [6, 'तालुका', ['taluka'], 'talukas'],
    [3, 'भाग', [], undefined],
  ])('level %i %s', (level, suffix, kinds, list) => {
    expect(kindsOf(level, suffix)).toEqual(kinds);
    expect(childListOf(level, suffix)).toBe(list);
  });
});

const h = (...entries: [string, string][]) =>
  entries.map(([status, effective_date], i) => ({ status, effective_date, status_id: i + 1 }));
const key = (y: number, m: number) => y * 12 + m - 1;

describe('designated months (the rule of /sanghik/list)', () => {
  it.each([
    ['active from mid-month, open ended', h(['active', '2026-04-10']), [[key(2026, 4), undefined]]],
    [
      'closed mid-month: still designated that month',
      h(['active', '2026-04-10'], ['closed', '2026-06-15']),
      [[key(2026, 4), key(2026, 6)]],
    ],
    [
      'closed on the 1st: not designated that month',
      h(['active', '2026-04-10'], ['closed', '2026-06-01']),
      [[key(2026, 4), key(2026, 5)]],
    ],
    [
      'paused and resumed',
      h(['active', '2026-01-05'], ['paused', '2026-03-01'], ['active', '2026-05-20']),
      [
        [key(2026, 1), key(2026, 2)],
        [key(2026, 5), undefined],
      ],
    ],
    ['closed the same first day', h(['active', '2026-04-01'], ['closed', '2026-04-01']), []],
  ])('%s', (_, history, intervals) => {
    expect(designatedIntervals(history)).toEqual(intervals);
  });

  it('merges overlapping months into one run of steps', () => {
    const steps = designationSteps(
      h(['active', '2026-01-05'], ['paused', '2026-03-10'], ['active', '2026-03-20']),
    );
    expect([...steps]).toEqual([[key(2026, 1), 1]]);
  });

  it('turns counts into has-units steps and diffs them', () => {
    const counts = new Map([
      [1, 2],
      [3, -1],
      [5, -1],
      [7, 1],
    ]);
    expect([...positiveSteps(counts)]).toEqual([
      [1, 1],
      [5, -1],
      [7, 1],
    ]);
    expect([...stepsDiff(new Map([[1, 1]]), new Map([[2, 1]]))].sort()).toEqual([
      [1, -1],
      [2, 1],
    ]);
  });

  it('keys financial-year months by calendar month', () => {
    expect(monthKeyOf('2026-27', 4)).toBe(key(2026, 4));
    expect(monthKeyOf('2026-27', 3)).toBe(key(2027, 3));
    expect(monthKeyOf('2026-2', 3)).toBeUndefined();
  });

  // the months an approved period guard finds moved by a unit's change (issue 44, point 1)
  it.each([
    ['nothing changed', [], []],
    ['designated from a month on', [[10, 1]], [[10, undefined]]],
    ['closed from a month on', [[14, -1]], [[14, undefined]]],
    [
      'start moved later by two months',
      [
        [10, -1],
        [12, 1],
      ],
      [[10, 11]],
    ],
    [
      'a step and its undoing in one change',
      [
        [10, -1],
        [10, 1],
      ],
      [],
    ],
    [
      'two separate runs',
      [
        [3, 1],
        [4, -1],
        [8, -2],
        [9, 2],
      ],
      [
        [3, 3],
        [8, 8],
      ],
    ],
  ] as [string, [number, number][], [number, number | undefined][]][])(
    'changedMonths: %s',
    (_, steps, intervals) => {
      const diff = new Map<number, number>();
      steps.forEach(([k, d]) => diff.set(k, (diff.get(k) ?? 0) + d));
      expect(changedMonths(diff)).toEqual(intervals);
    },
  );

  it.each([
    [9, false],
    [10, true],
    [11, true],
    [12, false],
    [20, true],
  ])('inIntervals: month %i → %s', (key, inside) => {
    expect(
      inIntervals(key, [
        [10, 11],
        [20, undefined],
      ]),
    ).toBe(inside);
  });
});

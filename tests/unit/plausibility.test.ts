import { unusualRecord } from '../../src/domain/engine';
import { countFormByName } from '../../src/domain/modules';
import { unusualCounts } from '../../src/domain/modules/gathering';
import { PLAUSIBILITY, median } from '../../src/domain/plausibility';

const months = (...praudh: number[]) => praudh.map((p) => ({ praudh: p }));

describe('median', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[0, 0, 7], 0],
  ])('%j → %d', (values, expected) => expect(median(values)).toBe(expected));
});

describe('a count against the unit’s usual months', () => {
  it.each([
    ['no history: nothing to compare', { praudh: 500 }, [], null, []],
    ['usual numbers', { praudh: 14 }, months(12, 10, 15, 11, 13, 12), null, []],
    ['500 instead of 50', { praudh: 500 }, months(50, 48, 52, 50, 47, 51), null, ['praudh']],
    ['more than 3× but under 20 above', { praudh: 16 }, months(4, 5, 5, 4, 5, 5), null, []],
    ['exactly 3× the median is not flagged', { praudh: 36 }, months(12, 12, 12), null, []],
    ['just over 3× and 20 above', { praudh: 37 }, months(12, 12, 12), null, ['praudh']],
    [
      'only the last six months count',
      { praudh: 100 },
      months(90, 95, 100, 90, 95, 100, 1, 1, 1),
      null,
      [],
    ],
    ['total over twice the village’s register', { baal: 41 }, [], 20, ['total']],
    ['total at twice the register', { baal: 40 }, [], 20, []],
    ['a village with no register says nothing', { baal: 41 }, [], 0, []],
  ])('%s', (_name, counts, history, volunteers, fields) => {
    const flags = unusualCounts(counts, { months: history, volunteers });
    expect(flags.map((f) => f.field)).toEqual(fields);
  });

  it('names the median in the reason', () => {
    expect(unusualCounts({ praudh: 500 }, { months: months(50, 50), volunteers: null })).toEqual([
      { field: 'praudh', key: 'app.plausibility.aboveUsual', args: { median: 50 } },
    ]);
  });
});

describe('शिशु in a unit that never had any', () => {
  const none = [{ shishu: 0 }, { shishu: 0 }, { shishu: 0 }];
  it.each([
    ['many, suddenly', { shishu: PLAUSIBILITY.shishuMany }, none, ['shishu']],
    ['a few', { shishu: PLAUSIBILITY.shishuMany - 1 }, none, []],
    ['a unit that had some', { shishu: 12 }, [{ shishu: 0 }, { shishu: 5 }, { shishu: 4 }], []],
    ['no history at all', { shishu: 30 }, [], []],
  ])('%s', (_name, counts, history, fields) => {
    const flags = unusualCounts(counts, { months: history, volunteers: null });
    expect(flags.map((f) => f.field)).toEqual(fields);
    if (fields.length) expect(flags[0]!.key).toBe('app.plausibility.shishuSudden');
  });
});

describe('a declared count form, by the same rules', () => {
  const utsav = countFormByName('utsav')!;
  const past = [
    { baal: 10, shishu: 0 },
    { baal: 12, shishu: 0 },
    { baal: 11, shishu: 0 },
  ];
  it.each([
    ['usual', { baal: 14 }, null, []],
    ['a slip of the finger', { baal: 110 }, null, ['baal']],
    ['शिशु suddenly', { baal: 11, shishu: 15 }, null, ['shishu']],
    ['महिला, a field every unit shows', { baal: 11, mahila: 500 }, null, ['mahila']],
    ['over twice the register', { baal: 22 }, 10, ['total']],
  ])('%s', (_name, values, volunteers, fields) => {
    const flags = unusualRecord(utsav, 1, values, { months: past, volunteers });
    expect(flags.map((f) => f.field)).toEqual(fields);
  });
});

import {
  addRollups,
  emptyRollup,
  isZeroRollup,
  rollupDelta,
  rollupOf,
  withTotal,
} from '../../src/domain/modules/gathering';

const counts = (praudh: number, shishu = 0) => withTotal({ praudh, shishu });

describe('roll-ups', () => {
  it('counts a present unit once, under its sub-type', () => {
    expect(rollupOf(4, counts(5))).toMatchObject({
      praudh: 5,
      total: 5,
      present_units: 1,
      present_4: 1,
      present_1: 0,
    });
    expect(rollupOf(1, counts(0, 3))).toMatchObject({ shishu: 3, total: 0, present_1: 1 });
    expect(rollupOf(4, counts(0))).toEqual(emptyRollup());
    expect(rollupOf(4, null)).toEqual(emptyRollup());
  });

  it.each([
    ['a new month', null, counts(5), { praudh: 5, total: 5, present_units: 1, present_8: 1 }],
    ['a correction', counts(5), counts(7), { praudh: 2, total: 2, present_units: 0, present_8: 0 }],
    ['a month set to zero', counts(5), counts(0), { praudh: -5, present_units: -1, present_8: -1 }],
    ['an unchanged month', counts(5), counts(5), {}],
  ])('gives the change of %s', (_, before, after, expected) => {
    const delta = rollupDelta(8, before, after);
    expect(delta).toEqual({ ...emptyRollup(), total: delta.total, ...expected });
    expect(isZeroRollup(delta)).toBe(Object.keys(expected).length === 0);
  });

  it('adds changes column by column', () => {
    const sum = addRollups(rollupOf(4, counts(5)), rollupOf(9, counts(2)));
    expect(sum).toMatchObject({ praudh: 7, present_units: 2, present_4: 1, present_9: 1 });
  });
});

import { mr } from '../../src/i18n/mr';
import {
  EKAK_SUB_TYPES,
  EKAK_TYPES,
  ekakSubTypeKey,
  ekakTypeKey,
  inputsOf,
  isPresent,
  isUnitStatus,
  subTypeBelongsTo,
  unitsToSave,
  unitTotal,
  withTotal,
} from '../../src/domain/modules/gathering';

const lookup = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], mr);

describe('unit catalogue', () => {
  it.each([
    [1, 1, 'बाल', ['maha_vidyarthi', 'baal', 'shishu']],
    [2, 1, 'संयुक्त विद्यार्थी', ['maha_vidyarthi', 'baal', 'shishu']],
    [3, 1, 'तरुण व्यावसायिक', ['tarun_vyavasayi']],
    [4, 1, 'प्रौढ', ['praudh']],
    [5, 2, 'महाविद्यालयीन विद्यार्थी', ['maha_vidyarthi', 'baal']],
    [6, 2, 'संयुक्त विद्यार्थी', ['maha_vidyarthi', 'baal']],
    [7, 2, 'तरुण व्यावसायिक', ['tarun_vyavasayi']],
    [8, 2, 'प्रौढ', ['praudh']],
    [9, 3, 'संघ मंडळी', ['praudh', 'tarun_vyavasayi']],
  ])('sub-type %i is of type %i, group %s, inputs %j', (sub, type, group, inputs) => {
    expect(subTypeBelongsTo(type, sub)).toBe(true);
    expect(lookup(ekakSubTypeKey(sub))).toBe(group);
    expect(inputsOf(sub)).toEqual(inputs);
    [1, 2, 3]
      .filter((t) => t !== type)
      .forEach((t) => expect(subTypeBelongsTo(t, sub)).toBe(false));
  });

  it('has three named types holding the nine sub-types', () => {
    expect(EKAK_TYPES.map((t) => lookup(ekakTypeKey(t.ekak_type_id)))).toEqual([
      'शाखा',
      'साप्ताहिक मिलन',
      'संघ मंडळी',
    ]);
    expect(EKAK_TYPES.flatMap((t) => t.sub_types)).toEqual(EKAK_SUB_TYPES);
    expect(EKAK_SUB_TYPES.map((s) => s.ekak_sub_type_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each([[0], [10], [-1]])('knows no sub-type %i', (sub) => {
    expect(inputsOf(sub)).toEqual([]);
    expect(subTypeBelongsTo(1, sub)).toBe(false);
  });

  it.each([
    ['active', true],
    ['paused', true],
    ['closed', true],
    ['deleted', false],
  ])('status %s known: %s', (status, known) => expect(isUnitStatus(status)).toBe(known));
});

describe('attendance', () => {
  it.each([
    [{}, 0, false],
    [{ shishu: 7 }, 0, true],
    [{ praudh: 1 }, 1, true],
    [{ praudh: 1, tarun_vyavasayi: 2, maha_vidyarthi: 3, baal: 4, shishu: 100 }, 10, true],
    [{ praudh: 0, tarun_vyavasayi: 0, maha_vidyarthi: 0, baal: 0, shishu: 0 }, 0, false],
    [{ baal: 5, shishu: 0 }, 5, true],
  ])('%j totals %i, present %s', (counts, total, present) => {
    expect(unitTotal(counts)).toBe(total);
    expect(isPresent(counts)).toBe(present);
  });

  it('fills missing counts and recomputes the total', () => {
    expect(withTotal({ baal: 2, total: 50 } as never)).toEqual({
      praudh: 0,
      tarun_vyavasayi: 0,
      maha_vidyarthi: 0,
      baal: 2,
      shishu: 0,
      total: 2,
    });
  });

  it('saves only units with total > 0 or shishu > 0', () => {
    const units = [
      { id: 1, sanghik_upstiti: {} },
      { id: 2, sanghik_upstiti: { shishu: 1 } },
      { id: 3, sanghik_upstiti: { praudh: 2 } },
      { id: 4, sanghik_upstiti: { praudh: 0, shishu: 0 } },
    ];
    expect(unitsToSave(units).map((u) => u.id)).toEqual([2, 3]);
    expect(unitsToSave([])).toEqual([]);
  });
});

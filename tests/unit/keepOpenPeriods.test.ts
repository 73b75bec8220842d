import { describe, expect, it, vi } from 'vitest';
import { countFormByName } from '../../src/domain/modules';
import { keepOpenPeriods } from '../../src/offline/keepOpenPeriods';

const sanghik = countFormByName('sanghik')!;
const today = new Date(2026, 10, 27);

describe('the sheets of a place’s other open periods are fetched ahead (issue 26, point 2)', () => {
  it('fetches the other open months of the place once, under the body the screen would send', async () => {
    const getSheet = vi.fn(async () => ({ subjects: [] }));
    const body = { locationId: 24, year: '2026-27', month: 11 };
    keepOpenPeriods(getSheet, sanghik, body, today);
    expect(getSheet.mock.calls).toEqual([
      [{ locationId: 24, year: '2026-27', month: 10 }],
      [{ locationId: 24, year: '2026-27', month: 9 }],
    ]);
    keepOpenPeriods(getSheet, sanghik, { ...body, month: 10 }, today);
    expect(getSheet).toHaveBeenCalledTimes(3);
    expect(getSheet).toHaveBeenLastCalledWith({ ...body, month: 11 });
  });

  it('tries again next time when a fetch got no answer; a festival’s sheet is not fetched ahead', async () => {
    const getSheet = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const body = { locationId: 25, year: '2026-27', month: 11 };
    keepOpenPeriods(getSheet, sanghik, body, today);
    await Promise.resolve();
    keepOpenPeriods(getSheet, sanghik, body, today);
    expect(getSheet).toHaveBeenCalledTimes(4);
    keepOpenPeriods(getSheet, sanghik, { ...body, locationId: 26, festival: 'x' }, today);
    expect(getSheet).toHaveBeenCalledTimes(4);
  });
});

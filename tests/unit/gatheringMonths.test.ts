import { lastTwelveMonths } from '../../src/domain/modules/gathering';

const day = (y: number, m: number, d = 15) => new Date(y, m - 1, d);
const short = (today: Date) => lastTwelveMonths(today).map((m) => `${m.year}/${m.month}`);

describe('lastTwelveMonths', () => {
  it.each([
    [day(2026, 11, 21), '2025-26/12', '2026-27/11'],
    [day(2026, 4, 1), '2025-26/5', '2026-27/4'],
    [day(2026, 3, 31), '2025-26/4', '2025-26/3'],
    [day(2027, 1, 1), '2025-26/2', '2026-27/1'],
    [day(2026, 12, 31), '2025-26/1', '2026-27/12'],
    [day(2026, 5, 31), '2025-26/6', '2026-27/5'],
  ])('on %s runs from %s to %s', (today, first, last) => {
    const months = short(today);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(first);
    expect(months[11]).toBe(last);
  });

  it('has every month once, in order, switching year at April', () => {
    const months = lastTwelveMonths(day(2026, 11, 21));
    expect(months.map((m) => m.month)).toEqual([12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(months.map((m) => m.year)).toEqual([
      ...Array<string>(4).fill('2025-26'),
      ...Array<string>(8).fill('2026-27'),
    ]);
  });
});

import {
  completeness,
  filterRecords,
  monthChange,
  pendingCount,
  previousMonth,
  recordState,
  sortRecords,
  unitsByType,
} from '../../src/domain/dashboard';

describe('previousMonth', () => {
  it.each([
    ['2026-27', 4, '2025-26', 3],
    ['2026-27', 5, '2026-27', 4],
    ['2026-27', 12, '2026-27', 11],
    ['2026-27', 1, '2026-27', 12],
    ['2026-27', 2, '2026-27', 1],
    ['2026-27', 3, '2026-27', 2],
    ['2023-24', 4, '2022-23', 3],
  ])('before %s month %i is %s month %i', (year, month, prevYear, prevMonth) => {
    expect(previousMonth({ year, month })).toEqual({ year: prevYear, month: prevMonth });
  });

  it('refuses a year that is not a financial year', () => {
    expect(() => previousMonth({ year: '2026', month: 5 })).toThrow(/financial year/);
  });
});

describe('completeness', () => {
  it.each([
    [0, 0, null],
    [0, 4, 0],
    [1, 4, 25],
    [2, 3, 67],
    [1, 3, 33],
    [4, 4, 100],
    [5, 4, 100],
    [3, -1, null],
  ])('%i of %i places is %s percent', (withRecord, total, expected) => {
    expect(completeness(withRecord, total)).toBe(expected);
  });
});

describe('monthChange', () => {
  it.each([
    [120, 100, 20, 20],
    [80, 100, -20, -20],
    [100, 100, 0, 0],
    [35, 0, 35, null],
    [0, 0, 0, null],
    [0, 40, -40, -100],
    [10, 3, 7, 233],
  ])('%i after %i moved by %i (%s %)', (current, previous, delta, percent) => {
    expect(monthChange(current, previous)).toEqual({ delta, percent });
  });
});

describe('pendingCount', () => {
  it.each([
    [0, 5, 5],
    [2, 5, 3],
    [5, 5, 0],
    [6, 5, 0],
    [0, 0, 0],
  ])('%i with a record of %i leaves %i pending', (withRecord, total, pending) => {
    expect(pendingCount(withRecord, total)).toBe(pending);
  });
});

describe('gathering records', () => {
  const row = (location_id: number, location_name: string, units: number) => ({
    location_id,
    location_name,
    state: recordState(units),
  });
  const rows = [row(1, 'पौड', 3), row(2, 'बावधन', 0), row(3, 'हिंजवडी', 1), row(4, 'कामशेत', 0)];

  it.each([
    [0, 'not_started'],
    [1, 'saved'],
    [12, 'saved'],
  ])('%i units reported is %s', (units, state) => {
    expect(recordState(units)).toBe(state);
  });

  it('puts the pending places first, each group by name', () => {
    expect(sortRecords(rows).map((r) => r.location_name)).toEqual([
      'कामशेत',
      'बावधन',
      'पौड',
      'हिंजवडी',
    ]);
  });

  it.each([
    ['all', [1, 2, 3, 4]],
    ['saved', [1, 3]],
    ['not_started', [2, 4]],
  ] as const)('filter %s keeps %j', (state, ids) => {
    expect(filterRecords(rows, state).map((r) => r.location_id)).toEqual(ids);
  });
});

describe('unitsByType', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9], { shakha: 10, saptahik_milan: 26, sangh_mandali: 9, total: 45 }],
    [[0, 0, 0, 0, 0, 0, 0, 0, 0], { shakha: 0, saptahik_milan: 0, sangh_mandali: 0, total: 0 }],
    [[2, 0, 0, 1, 0, 1, 0, 0, 1], { shakha: 3, saptahik_milan: 1, sangh_mandali: 1, total: 5 }],
    [[], { shakha: 0, saptahik_milan: 0, sangh_mandali: 0, total: 0 }],
  ])('%j by type is %j', (bySubType, expected) => {
    expect(unitsByType(bySubType)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, parseTimeOfDay, parseTypedDay } from '../../src/domain/dates';

describe('days typed either way and shown as dd-mm-yyyy (issue 28, issue 44)', () => {
  it.each([
    ['15/08/2026', '2026-08-15'],
    ['5/8/2026', '2026-08-05'],
    ['15-08-2026', '2026-08-15'],
    ['15.08.2026', '2026-08-15'],
    ['१५/०८/२०२६', '2026-08-15'],
    [' 2026-08-15 ', '2026-08-15'],
    ['31/02/2026', undefined],
    ['15/13/2026', undefined],
    ['15/08/26', undefined],
    ['2026/08/15', undefined],
    ['', undefined],
  ])('%j is %j', (typed, day) => {
    expect(parseTypedDay(typed)).toBe(day);
  });

  it('shows a stored day as dd-mm-yyyy', () => {
    expect(formatDay('2026-08-05')).toBe('05-08-2026');
  });

  it('shows a moment as dd-mm-yyyy HH:mm in India time', () => {
    expect(formatDateTime('2026-11-21T14:05:00Z')).toBe('21-11-2026 19:35');
  });
});

// issue 44, point 11: a unit's meeting time
describe('a time of day typed as people type it, stored HH:mm', () => {
  it.each([
    ['6:30', '06:30'],
    ['06:30', '06:30'],
    ['18.45', '18:45'],
    ['६:३०', '06:30'],
    ['07:00:00', '07:00'],
    [0.25, '06:00'],
    [0.75, '18:00'],
    ['24:00', undefined],
    ['6:60', undefined],
    ['साडेसहा', undefined],
    ['630', undefined],
    [1.5, undefined],
    [null, undefined],
  ] as [unknown, string | undefined][])('%j is %j', (typed, time) => {
    expect(parseTimeOfDay(typed)).toBe(time);
  });
});

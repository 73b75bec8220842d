import { describe, expect, it } from 'vitest';
import { formatDay, parseTypedDay } from '../../src/domain/dates';

describe('days typed and shown as dd/mm/yyyy (issue 28)', () => {
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

  it('shows a stored day as dd/mm/yyyy', () => {
    expect(formatDay('2026-08-05')).toBe('05-08-2026');
  });
});

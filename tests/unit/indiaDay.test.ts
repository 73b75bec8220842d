import { isPeriodOpenForEntry } from '../../src/domain/engine';
import { sanghik } from '../../src/domain/modules/gathering/sanghik';
import { describe, expect, it } from 'vitest';
import { indiaToday, todayIso } from '../../src/domain/dates';

// the office's day is India's (UTC+05:30) whatever the server's clock zone is
describe.each([
  ['late evening UTC is already the next day in India', '2026-11-23T22:30:00Z', '2026-11-24'],
  ['just before India midnight', '2026-11-23T18:29:00Z', '2026-11-23'],
  ['India midnight', '2026-11-23T18:30:00Z', '2026-11-24'],
  ['a new financial year begins in India first', '2026-03-31T19:00:00Z', '2026-04-01'],
])('%s', (_name, instant, day) => {
  it(`is ${day}`, () => {
    expect(todayIso(new Date(instant))).toBe(day);
    const local = indiaToday(new Date(instant));
    const fields = [local.getFullYear(), local.getMonth() + 1, local.getDate()];
    expect(fields.map((n) => String(n).padStart(2, '0')).join('-')).toBe(day);
  });
});

it('opens a month for entry by India’s calendar', () => {
  // 1 April 01:00 in India, still 31 March in UTC: the new financial year's April is open
  const april = indiaToday(new Date('2026-03-31T19:30:00Z'));
  expect(isPeriodOpenForEntry(sanghik, { year: '2026-27', month: 4 }, april)).toBe(true);
});

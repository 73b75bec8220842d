import { describe, expect, it } from 'vitest';
import {
  UNIT_MESSAGE as M,
  effectiveDateProblem,
  toNewUnit,
  unitFieldRule,
  unitIssues,
} from '../../src/domain/modules/gathering';
import { todayIso } from '../../src/domain/dates';

const GOOD = { localized_name: 'केसनंद शाखा', ekak_type_id: 1, ekak_sub_type_id: 4 };
const tomorrow = () => {
  const day = new Date(`${todayIso()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

describe('unitIssues: the one rule set of the add form and the server', () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a complete unit', GOOD, []],
    [
      'with a start date and meeting details',
      { ...GOOD, start_date: '2024-04-01', meeting_day: 'रविवार', notes: null },
      [],
    ],
    ['a blank name', { ...GOOD, localized_name: '   ' }, [['localized_name', M.REQUIRED]]],
    [
      'no type nor sub-type',
      { localized_name: 'x' },
      [
        ['ekak_type_id', M.REQUIRED],
        ['ekak_sub_type_id', M.REQUIRED],
      ],
    ],
    [
      'a sub-type of another type',
      { ...GOOD, ekak_sub_type_id: 9 },
      [['ekak_sub_type_id', M.SUB_TYPE_OF_TYPE]],
    ],
    [
      'an unknown sub-type',
      { ...GOOD, ekak_sub_type_id: 99 },
      [['ekak_sub_type_id', M.SUB_TYPE_OF_TYPE]],
    ],
    ['an impossible date', { ...GOOD, start_date: '2024-02-30' }, [['start_date', M.INVALID_DATE]]],
    ['a future date', { ...GOOD, start_date: tomorrow() }, [['start_date', M.FUTURE_DATE]]],
  ])('%s', (_, unit, expected) => {
    expect(unitIssues(unit).map((i) => [i.field, i.key])).toEqual(expected);
  });

  it('checks a row of an array input by its source', () => {
    const form = { units: [GOOD, { ...GOOD, ekak_sub_type_id: 9 }] };
    const rule = unitFieldRule('ekak_sub_type_id');
    expect(rule(4, form, { source: 'units.0.ekak_sub_type_id' })).toBeUndefined();
    expect(rule(9, form, { source: 'units.1.ekak_sub_type_id' })).toBe(M.SUB_TYPE_OF_TYPE);
    expect(unitFieldRule('localized_name')('', {})).toBe(M.REQUIRED);
  });
});

describe('a status change’s effective date (effectiveDateProblem)', () => {
  it.each([
    ['2026-11-26', undefined],
    ['2026-11-01', undefined],
    ['2026-11-27', M.FUTURE_DATE],
    ['2026-02-31', M.INVALID_DATE],
    ['31/02/2026', M.INVALID_DATE],
    ['', M.INVALID_DATE],
  ])('%j → %s', (value, problem) => {
    expect(effectiveDateProblem(value, '2026-11-26')).toBe(problem);
  });
});

describe('a typed row as the spec’s /sankalp/addmulti takes it (toNewUnit)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'ids from the selects as numbers, texts trimmed',
      {
        localized_name: '  केसनंद शाखा ',
        ekak_type_id: '1',
        ekak_sub_type_id: 4,
        meeting_day: ' रविवार',
      },
      { localized_name: 'केसनंद शाखा', ekak_type_id: 1, ekak_sub_type_id: 4, meeting_day: 'रविवार' },
    ],
    [
      'an optional field left empty, blank or never typed is null',
      { ...GOOD, notes: '   ', meeting_place: '' },
      { notes: null, meeting_place: null, start_date: null, meeting_time: null, meeting_day: null },
    ],
    ['a date kept as typed', { ...GOOD, start_date: '2025-04-01' }, { start_date: '2025-04-01' }],
  ])('%s', (_, row, expected) => {
    expect(toNewUnit(row)).toMatchObject(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { NAMED_RULES, brokenRule, ruleFits } from '../../src/domain/engine/namedRules';
import { entitySchema, validateEntity } from '../../src/domain/engine';
import { registerByName } from '../../src/domain/modules';
import { UNIT_FORM } from '../../src/domain/modules/gathering';
import { VOLUNTEER_FIELDS } from '../../src/domain/modules/volunteers';

const today = '2026-11-26';

// [rule, value, message when broken or undefined]
const CASES: [string, unknown, string | undefined][] = [
  ['notFuture', '2026-11-26', undefined],
  ['notFuture', '2026-11-27', 'app.entity.validation.futureDate'],
  ['pastDate', '2026-11-25', undefined],
  ['pastDate', '2026-11-26', 'app.entity.validation.pastDate'],
  ['bloodGroup', 'AB-', undefined],
  ['bloodGroup', 'माहित नाही', undefined],
  ['bloodGroup', 'C+', 'app.volunteer.validation.wrongSelection'],
  ['attendanceCap', 10_000, undefined],
  ['attendanceCap', 10_001, 'app.gathering.message.fieldTooLarge'],
  ['attendanceTotal', 20_000, undefined],
  ['attendanceTotal', 20_001, 'app.gathering.message.unitTooLarge'],
];

describe('the named rules registry', () => {
  it.each(CASES)('%s %j → %s', (rule, value, message) => {
    expect(brokenRule(rule, value, { today })).toBe(message);
  });

  it('answers nothing for a field without a rule, and refuses an unknown name loudly', () => {
    expect(brokenRule(undefined, 'x', { today })).toBeUndefined();
    expect(() => brokenRule('nope', 'x', { today })).toThrow('unknown rule nope');
  });

  it.each([
    ['notFuture', 'date', true],
    ['notFuture', 'text', false],
    ['bloodGroup', 'select', true],
    ['attendanceCap', 'count', true],
    ['attendanceCap', 'text', false],
    ['attendanceTotal', 'total', true],
    ['attendanceTotal', 'count', false],
    ['constructor', 'date', false],
  ])('%s on a %s field fits: %s', (rule, type, fits) => {
    expect(ruleFits(rule, type)).toBe(fits);
  });

  it('holds every rule the volunteer register declares, on a type it fits', () => {
    const rules = VOLUNTEER_FIELDS.flatMap((f) => ('rule' in f ? [[f.name, f.rule, f.type]] : []));
    expect(rules).toEqual([
      ['dateOfBirth', 'pastDate', 'date'],
      ['bloodGroup', 'bloodGroup', 'select'],
    ]);
    for (const [, rule, type] of rules) expect(ruleFits(rule, type)).toBe(true);
    expect(Object.keys(NAMED_RULES).sort()).toEqual([
      'attendanceCap',
      'attendanceTotal',
      'bloodGroup',
      'notFuture',
      'pastDate',
      'unitSubType',
    ]);
  });

  it('holds every rule the unit form declares, on a type it fits', () => {
    const rules = UNIT_FORM.fields.flatMap((f) => ('rule' in f ? [[f.name, f.rule, f.type]] : []));
    expect(rules).toEqual([
      ['ekak_sub_type_id', 'unitSubType', 'integer'],
      ['start_date', 'notFuture', 'date'],
    ]);
    for (const [, rule, type] of rules) expect(ruleFits(rule, type)).toBe(true);
  });

  it("is what a declared register's schema says of a future date", () => {
    const d = registerByName('karyakram')!;
    const dated = d.fields.find((f) => f.rule === 'notFuture')!;
    const now = () => new Date('2026-11-26T06:00:00Z');
    const result = validateEntity(d, entitySchema(d, { now }), { [dated.name]: '2026-12-01' });
    expect(result.issues).toContainEqual(
      expect.objectContaining({ field: dated.name, key: 'app.entity.validation.futureDate' }),
    );
  });

  it("is the volunteer register's own sentence for a date of birth not in the past", () => {
    const d = registerByName('swayamsevak')!;
    const now = () => new Date('2026-11-26T06:00:00Z');
    const result = validateEntity(d, entitySchema(d, { now }), { dateOfBirth: '2026-11-26' });
    expect(result.issues).toContainEqual(
      expect.objectContaining({
        field: 'dateOfBirth',
        key: 'app.volunteer.validation.dateOfBirth',
      }),
    );
  });
});

import {
  FIELD_RULES,
  isFieldActive,
  maxLengthOf,
  withoutPlace,
  type RegisterDeclaration,
  type FieldDeclaration,
} from '../../src/domain/engine';

/** A valid value of each field type (what a careful person would type). */
export function validValue(field: FieldDeclaration, locationId: number): unknown {
  switch (field.type) {
    case 'text':
      return 'नमुना नोंद';
    case 'longText':
      return 'नमुना माहिती\nदुसरी ओळ';
    case 'richText':
      return '<p>नमुना <strong>कथा</strong></p>';
    case 'integer':
    case 'count':
      return Math.min(field.max ?? 5, 5);
    case 'date':
      return '2025-01-15';
    case 'flag':
      return true;
    case 'select':
      return field.choices![0];
    case 'multiSelect':
      return [field.choices![0]];
    case 'phone':
      return '9822000000';
    case 'email':
      return 'karyakarta@example.org';
    case 'place':
      return locationId;
  }
}

/** A record every field of which is valid (fields whose depends-on fails are left out). */
export function validRecord(d: RegisterDeclaration, locationId: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of d.fields) values[field.name] = validValue(field, locationId);
  for (const field of d.fields) if (!isFieldActive(field, values)) delete values[field.name];
  return values;
}

/** A valid row of the register's upload sheet: every field but the place (the screen's). */
export const validUploadRow = (d: RegisterDeclaration) => withoutPlace(validRecord(d, 0));

/** Values each field type refuses, with the message key it must give. */
export function badValues(field: FieldDeclaration): [unknown, string][] {
  const v = (key: string) => `app.entity.validation.${key}`;
  const limit = maxLengthOf(field);
  const rule = FIELD_RULES[field.type];
  const tooLong: [unknown, string][] = limit ? [['अ'.repeat(limit + 1), v('tooLong')]] : [];
  const required: [unknown, string][] = field.required ? [['   \u200b ', v('required')]] : [];
  switch (field.type) {
    case 'text':
      return [
        ...required,
        ...tooLong,
        ['नाव\u0000', v('characters')],
        ['दोन\nओळी', v('characters')],
      ];
    case 'longText':
    case 'richText':
      return [...required, ...tooLong, ['नाव\u0000', v('characters')]];
    case 'integer':
    case 'count':
      return [
        [(field.min ?? rule.min!) - 1, v('min')],
        [(field.max ?? rule.max!) + 1, v('max')],
        ['पाच', v('number')],
        [2.5, v('number')],
      ];
    case 'date':
      return [
        ['2025-02-30', v('date')],
        ...(field.rule === 'notFuture'
          ? [['2999-01-01', v('futureDate')] as [unknown, string]]
          : []),
      ];
    case 'flag':
      return [['कदाचित', v('flag')]];
    case 'select':
      return [['nope', v('choice')]];
    case 'multiSelect':
      return [[['nope'], v('choice')]];
    case 'phone':
      return [...required, ['12345', v('phone')], ...tooLong];
    case 'email':
      return [['a@b', v('email')], ...tooLong];
    case 'place':
      return [['पौड', v('number')]];
  }
}

import { EKAK_TYPES } from '../../src/domain/modules/gathering';
import {
  catalogueItems,
  enteredFields,
  FIELD_RULES,
  isFieldActive,
  type Catalogue,
  type FormDeclaration,
  maxLengthOf,
  withoutPlace,
  type RegisterDeclaration,
  type FieldDeclaration,
} from '../../src/domain/engine';

/** A valid value of each field type (what a careful person would type). */
export function validValue(field: FieldDeclaration, locationId: number): unknown {
  switch (field.type) {
    case 'text':
      // within a short bound too
      return 'नमुना नोंद'.slice(0, maxLengthOf(field));
    case 'longText':
      return 'नमुना माहिती\nदुसरी ओळ';
    case 'richText':
      return '<p>नमुना <strong>कथा</strong></p>';
    case 'integer':
    case 'count':
      if (field.digits === 'pin') return 411001;
      if (field.digits === 'mobile') return 9822000000;
      return Math.min(field.max ?? 5, 5);
    case 'date':
      return '2025-01-15';
    case 'time':
      return '06:30';
    case 'flag':
    case 'yesNo':
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
    case 'photo':
      // a record without photos: a photo is sent before the record (tests/api/photos.test.ts)
      return [];
  }
}

/**
 * A record every field of which is valid (fields whose depends-on fails are left out); a
 * catalogue select takes the first item its list offers (`catalogue`: the reference lists).
 */
export function validRecord(
  d: RegisterDeclaration,
  locationId: number,
  catalogue?: Catalogue,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  // an item whose lists for the dependent selects offer something, so that they apply too
  const children = (name: string) => d.fields.filter((f) => f.choicesFrom?.parent === name);
  const offersAll = (item: object, name: string) =>
    children(name).every((c) => {
      const list = (item as Record<string, unknown>)[c.choicesFrom!.list];
      return Array.isArray(list) && list.length > 0;
    });
  // the fields a person enters (a read-only one is set by the module's own calls)
  for (const field of enteredFields(d)) {
    if (!field.choicesFrom) values[field.name] = validValue(field, locationId);
    else {
      const items = catalogueItems(d.fields, catalogue, field, values) ?? [];
      const item = items.find((i) => offersAll(i, field.name)) ?? items[0];
      values[field.name] = item?.localized_name ?? '';
    }
  }
  // a unit of a type of the catalogue and a sub-type of it (the named rule reads the record)
  for (const field of enteredFields(d).filter((f) => f.rule === 'unitSubType')) {
    const [type] = EKAK_TYPES;
    values.ekak_type_id = type!.ekak_type_id;
    values[field.name] = type!.sub_types[0]!.ekak_sub_type_id;
  }
  for (const field of enteredFields(d))
    if (!isFieldActive(field, values)) delete values[field.name];
  return values;
}

/** A valid row of the register's upload sheet: every field but the place (the screen's). */
export const validUploadRow = (d: RegisterDeclaration) => withoutPlace(validRecord(d, 0));

/**
 * Values each field type refuses, with the message key it must give: the declaration's (`d`)
 * or the field's own words for the problem, else the engine's. A select with `otherwise`
 * refuses nothing (an unknown value is stored as it).
 */
export function badValues(field: FieldDeclaration, d?: FormDeclaration): [unknown, string][] {
  type Said = keyof NonNullable<FormDeclaration['messages']>;
  const v = (key: string) =>
    field.messages?.[key as Said] ?? d?.messages?.[key as Said] ?? `app.entity.validation.${key}`;
  const limit = maxLengthOf(field);
  const rule = FIELD_RULES[field.type];
  const tooLong: [unknown, string][] = limit ? [['अ'.repeat(limit + 1), v('tooLong')]] : [];
  const required: [unknown, string][] = field.required ? [['   \u200b ', v('required')]] : [];
  if (field.otherwise !== undefined) return [];
  if (field.digits === 'pin' || field.digits === 'mobile') {
    return [...required, ['12345', v('digits')], ['पाच', v('number')]];
  }
  if (field.digits === 'landline') return [...required, ['पाच', v('number')], ...tooLong];
  switch (field.type) {
    case 'text':
      return [
        ...required,
        ...tooLong,
        ['नाव\u0000', v('characters')],
        // within a short bound, so that its characters are what is wrong with it
        ['दोन\nओळी'.slice(0, limit), v('characters')],
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
          ? [['2999-01-01', field.messages?.rule ?? v('futureDate')] as [unknown, string]]
          : []),
      ];
    case 'time':
      return [
        ['25:00', v('time')],
        ['साडेसहा', v('time')],
      ];
    case 'flag':
    case 'yesNo':
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
    case 'photo':
      return [[['फोटो'], v('photos')]];
  }
}

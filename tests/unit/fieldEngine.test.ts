import { describe, expect, it } from 'vitest';
import {
  catalogueNames,
  dependentsOf,
  displayValue,
  entitySchema,
  fieldJsonSchema,
  reportFilterChoices,
  validateEntity,
  type EntryMode,
  type FormDeclaration,
} from '../../src/domain/engine';
import { registerByName } from '../../src/domain/modules';

/** A small form using what the volunteers brought to the one engine (issue 23). */
const form: FormDeclaration = {
  name: 'sample',
  sections: ['s'],
  fields: [
    { name: 'trade', type: 'select', section: 's', choicesFrom: { list: 'trades' } },
    {
      name: 'speciality',
      type: 'select',
      section: 's',
      choicesFrom: { list: 'specialities', parent: 'trade' },
    },
    {
      name: 'level',
      type: 'select',
      section: 's',
      choicesFrom: { list: 'levels', ignoreSpaces: true },
    },
    {
      name: 'group',
      type: 'select',
      section: 's',
      choices: ['A+', 'B+', 'X'],
      otherwise: 'X',
      requiredIn: 'form',
    },
    { name: 'pin', type: 'integer', section: 's', digits: 'pin', messages: { digits: 'own.pin' } },
    { name: 'mobile', type: 'integer', section: 's', digits: 'mobile' },
    { name: 'landline', type: 'phone', section: 's', digits: 'landline' },
    { name: 'email', type: 'email', section: 's', requiredIn: 'sheet' },
  ],
  messages: { requiredChoice: 'own.choose' },
};

const catalogue = {
  trades: [
    { id: 1, localized_name: 'शेती', specialities: [{ id: 11, localized_name: 'बागायती' }] },
    { id: 2, localized_name: 'व्यापार', specialities: [] },
  ],
  levels: [{ id: 1, localized_name: 'जिल्हा स्तर' }],
};
const good = { trade: 'व्यापार', level: 'जिल्हा स्तर', group: 'B+', email: 'amit@example.in' };

const check = (patch: Record<string, unknown>, mode: EntryMode = 'form') =>
  validateEntity(form, entitySchema(form, { mode, catalogue }), { ...good, ...patch });
const issues = (patch: Record<string, unknown>, mode?: EntryMode) =>
  check(patch, mode).issues.map((i) => [i.field, i.key]);
const stored = (patch: Record<string, unknown>, mode?: EntryMode) => check(patch, mode).values;

describe('the one engine: choices from a catalogue', () => {
  it.each([
    ['a top list item', { trade: 'शेती', speciality: 'बागायती' }, []],
    ['a top list left empty: in its words', { trade: '' }, [['trade', 'own.choose']]],
    ['a name not in the list', { trade: 'खेळ' }, [['trade', 'app.entity.validation.choice']]],
    ['a dependent list with items is mandatory', { trade: 'शेती' }, [['speciality', 'own.choose']]],
    [
      'an item of another parent',
      { trade: 'शेती', speciality: 'किराणा' },
      [['speciality', 'app.entity.validation.choice']],
    ],
    [
      'a dependent list offering nothing checks nothing',
      { trade: 'व्यापार', speciality: 'काहीही' },
      [],
    ],
  ])('%s', (_what, patch, expected) => {
    expect(issues(patch)).toEqual(expected);
  });

  it('stores a name matched without its spaces as the list spells it', () => {
    expect(stored({ level: 'जिल्हास्तर' })?.level).toBe('जिल्हा स्तर');
  });
});

describe('the one engine: a fallback choice and the entry mode', () => {
  it.each([
    ['a choice in another case', 'b+', 'form', 'B+'],
    ['a value matching none', 'C+', 'form', 'X'],
    ['blank where not required', '', 'sheet', 'X'],
  ] as const)('%s: %j in the %s is stored as %j', (_what, group, mode, expected) => {
    expect(stored({ group }, mode)?.group).toBe(expected);
  });

  it('needs a field only in its mode', () => {
    expect(issues({ group: '' }, 'form')).toEqual([['group', 'own.choose']]);
    expect(issues({ email: '' }, 'sheet')).toEqual([['email', 'app.entity.validation.required']]);
    expect(issues({ email: '' }, 'form')).toEqual([]);
  });
});

describe('the one engine: numbers typed the forgiving way', () => {
  it.each([
    ['a PIN with a space', { pin: '411 030' }, { pin: 411030 }],
    [
      'a mobile with +91 and Devanagari digits',
      { mobile: '+91 ९८२२०१२३४५' },
      { mobile: 9822012345 },
    ],
    ['a landline keeps its leading 0', { landline: '020-2553 1234' }, { landline: '02025531234' }],
  ])('%s', (_what, patch, expected) => {
    expect(stored(patch)).toMatchObject(expected);
  });

  it.each([
    ['a PIN of five digits: the field’s own words', { pin: '41103' }, [['pin', 'own.pin']]],
    ['a PIN with a letter', { pin: '41103A' }, [['pin', 'app.entity.validation.number']]],
    [
      'a mobile of nine digits',
      { mobile: '982201234' },
      [['mobile', 'app.entity.validation.digits']],
    ],
    [
      'a landline with a letter',
      { landline: '020-25x3' },
      [['landline', 'app.entity.validation.number']],
    ],
  ])('%s', (_what, patch, expected) => {
    expect(issues(patch)).toEqual(expected);
  });
});

describe('a catalogue select across the engine (issue 23)', () => {
  const trade = form.fields[0]!;
  const speciality = form.fields[1]!;

  it('knows which fields hang on a choice, directly or not', () => {
    const fields = [
      ...form.fields,
      {
        name: 'detail',
        type: 'select',
        section: 's',
        choicesFrom: { list: 'details', parent: 'speciality' },
      } as const,
    ];
    expect(dependentsOf(fields, 'trade')).toEqual(['speciality', 'detail']);
    expect(dependentsOf(fields, 'speciality')).toEqual(['detail']);
    expect(dependentsOf(fields, 'level')).toEqual([]);
  });

  it('offers the names of its list, a dependent one those of the chosen parent', () => {
    expect(catalogueNames(form.fields, catalogue, trade, {})).toEqual(['शेती', 'व्यापार']);
    expect(catalogueNames(form.fields, catalogue, speciality, { trade: 'शेती' })).toEqual([
      'बागायती',
    ]);
    expect(catalogueNames(form.fields, catalogue, speciality, {})).toEqual([]);
  });

  it('takes any name up to its bound in the body (the rules check the list)', () => {
    expect(fieldJsonSchema(trade)).toEqual({ type: ['string', 'null'], maxLength: 200 });
  });

  it('is shown and exported by its name', () => {
    const d = { ...registerByName('seva-vasti')!, fields: [...form.fields] };
    expect(displayValue(d, trade, { trade: 'शेती' }, (k) => `t:${k}`)).toBe('शेती');
  });

  it("offers a report filter the names of the chosen parents' lists", () => {
    const d = { ...registerByName('seva-vasti')!, fields: [...form.fields] };
    const names = (field: typeof trade, chosen = {}) =>
      reportFilterChoices(d, field, catalogue, chosen).map((c) => [c.value, c.plain]);
    expect(names(trade)).toEqual([
      ['शेती', true],
      ['व्यापार', true],
    ]);
    expect(names(speciality, { trade: ['शेती', 'व्यापार'] })).toEqual([['बागायती', true]]);
    expect(names(speciality)).toEqual([]);
  });
});

describe('named rules reading the record, and a field’s words for its rule', () => {
  const unitLike: FormDeclaration = {
    name: 'unit-like',
    sections: ['s'],
    fields: [
      { name: 'ekak_type_id', type: 'integer', section: 's' },
      { name: 'ekak_sub_type_id', type: 'integer', section: 's', rule: 'unitSubType' },
      {
        name: 'held',
        type: 'date',
        section: 's',
        rule: 'notFuture',
        messages: { rule: 'own.future' },
      },
    ],
  };
  const issues = (input: object) =>
    validateEntity(
      unitLike,
      entitySchema(unitLike, { now: () => new Date('2026-11-26') }),
      input,
    ).issues.map((i) => [i.field, i.key]);

  it.each([
    ['a sub-type of the chosen type', { ekak_type_id: 1, ekak_sub_type_id: 4 }, []],
    [
      'a sub-type of another type',
      { ekak_type_id: 3, ekak_sub_type_id: 4 },
      [['ekak_sub_type_id', 'app.sankalpScreens.validation.subTypeOfType']],
    ],
    ['no type chosen yet', { ekak_sub_type_id: 4 }, []],
    ['a day not after today', { held: '2026-11-26' }, []],
    ['a day after today, in the field’s words', { held: '2026-11-27' }, [['held', 'own.future']]],
  ])('%s', (_what, input, expected) => {
    expect(issues(input)).toEqual(expected);
  });
});

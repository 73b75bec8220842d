import {
  displayValue,
  entitySchema,
  entitySheetRows,
  fieldJsonSchema,
  validateEntity,
  type RegisterDeclaration,
  type FieldDeclaration,
  type FieldType,
} from '../../src/domain/engine';

const field = (type: FieldType, extra: Partial<FieldDeclaration> = {}): FieldDeclaration => ({
  name: 'f',
  type,
  section: 's',
  ...(type === 'select' || type === 'multiSelect' ? { choices: ['a', 'b'] } : {}),
  ...extra,
});

const declarationOf = (f: FieldDeclaration): RegisterDeclaration => ({
  name: 'sample',
  kind: 'register',
  placeLevels: [10],
  period: 'none',
  sections: ['s'],
  fields: [{ name: 'location_id', type: 'place', section: 's' }, f],
  access: {},
  menu: { id: 'sample', parent: 'application', order: 1 },
  routes: { list: ['/sample'] },
  view: { list: 'table', titleField: 'f' },
});

const now = () => new Date('2026-11-23T10:00:00+05:30');
const check = (f: FieldDeclaration, value: unknown) => {
  const d = declarationOf(f);
  const result = validateEntity(d, entitySchema(d, { now }), { location_id: 7, f: value });
  return result.values
    ? { stored: result.values.f }
    : { key: result.issues[0].key.split('.').pop() };
};

// [type, extra, input, expected: stored value or refusal key]
const RULES: [FieldType, Partial<FieldDeclaration>, unknown, object][] = [
  ['text', {}, '  नाव  ', { stored: 'नाव' }],
  ['text', {}, undefined, { stored: '' }],
  ['text', { required: true }, '\u200b \u200c', { key: 'required' }],
  ['text', { maxLength: 3 }, 'अबकड', { key: 'tooLong' }],
  ['text', {}, 'a\u0000b', { key: 'characters' }],
  ['text', {}, 'दोन\nओळी', { key: 'characters' }],
  ['longText', {}, 'दोन\nओळी', { stored: 'दोन\nओळी' }],
  ['richText', { required: true }, '<p> &nbsp; </p>', { key: 'required' }],
  ['richText', {}, '<p>कथा</p>', { stored: '<p>कथा</p>' }],
  ['integer', {}, '-४२', { stored: -42 }],
  ['integer', {}, '', { stored: null }],
  ['integer', {}, '4.5', { key: 'number' }],
  ['count', {}, -1, { key: 'min' }],
  ['count', { max: 10 }, 11, { key: 'max' }],
  ['count', {}, '१२', { stored: 12 }],
  ['count', { required: true }, null, { key: 'required' }],
  ['date', {}, '2026-02-28', { stored: '2026-02-28' }],
  ['date', {}, '28-02-2026', { stored: '2026-02-28' }],
  ['date', {}, '2026-02-30', { key: 'date' }],
  ['date', { rule: 'notFuture' }, '2026-11-24', { key: 'futureDate' }],
  ['date', { rule: 'notFuture' }, '2026-11-23', { stored: '2026-11-23' }],
  ['flag', {}, 'true', { stored: true }],
  ['flag', {}, undefined, { stored: false }],
  ['flag', {}, 'कदाचित', { key: 'flag' }],
  ['select', {}, 'b', { stored: 'b' }],
  ['select', {}, 'z', { key: 'choice' }],
  ['select', { required: true }, '', { key: 'required' }],
  ['multiSelect', {}, ['a', 'a', 'b'], { stored: ['a', 'b'] }],
  ['multiSelect', {}, ['z'], { key: 'choice' }],
  ['multiSelect', { required: true }, [], { key: 'required' }],
  ['phone', {}, '+91 98220 12345', { stored: '9822012345' }],
  ['phone', {}, '०९८२२०१२३४५', { stored: '9822012345' }],
  ['phone', {}, '12345', { key: 'phone' }],
  ['email', {}, 'a.b@example.org', { stored: 'a.b@example.org' }],
  ['email', {}, 'a@b', { key: 'email' }],
  ['email', {}, `a@${'a.'.repeat(20_000)}@`, { key: 'tooLong' }],
  ['email', {}, `a@${'a.'.repeat(100)}@`, { key: 'email' }],
];

describe('field type → schema rule', () => {
  it.each(RULES.map(([t, e, i, x]) => [t, e, JSON.stringify(i)?.slice(0, 30), x, i] as const))(
    '%s %j: %s → %j',
    (type, extra, _shown, expected, input) => {
      expect(check(field(type, extra), input)).toEqual(expected);
    },
  );
  it('empties a field whose depends-on does not hold, and checks it when it does', () => {
    const d: RegisterDeclaration = {
      ...declarationOf(field('select')),
      fields: [
        { name: 'location_id', type: 'place', section: 's' },
        field('select'),
        {
          name: 'note',
          type: 'text',
          required: true,
          section: 's',
          dependsOn: { field: 'f', oneOf: ['b'] },
        },
      ],
    };
    const schema = entitySchema(d);
    expect(validateEntity(d, schema, { location_id: 1, f: 'a', note: 'x' }).values?.note).toBe('');
    expect(validateEntity(d, schema, { location_id: 1, f: 'b' }).issues[0]).toMatchObject({
      field: 'note',
      key: 'app.entity.validation.required',
    });
  });
  it('refuses unknown keys', () => {
    const d = declarationOf(field('text'));
    expect(validateEntity(d, entitySchema(d), { location_id: 1, other: 1 }).issues).toEqual([
      { field: 'other', key: 'app.entity.validation.unknown' },
    ]);
  });
});

// [type, extra, JSON schema fragment]
const JSON_SCHEMAS: [FieldType, Partial<FieldDeclaration>, object][] = [
  ['text', {}, { type: ['string', 'null'], maxLength: 200 }],
  ['longText', { maxLength: 500 }, { type: ['string', 'null'], maxLength: 500 }],
  ['richText', {}, { type: ['string', 'null'], maxLength: 20_000 }],
  ['integer', {}, { type: ['integer', 'null'], minimum: -1_000_000, maximum: 1_000_000 }],
  ['count', { max: 366 }, { type: ['integer', 'null'], minimum: 0, maximum: 366 }],
  ['date', {}, { type: ['string', 'null'], maxLength: 10 }],
  ['flag', {}, { type: ['boolean', 'null'] }],
  ['select', {}, { type: ['string', 'null'], enum: ['a', 'b', null] }],
  ['multiSelect', {}, { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, maxItems: 2 }],
  ['phone', {}, { type: ['string', 'null'], maxLength: 20 }],
  ['email', {}, { type: ['string', 'null'], maxLength: 254 }],
  ['place', {}, { type: 'integer', minimum: 1, maximum: 2_147_483_647 }],
];

describe('field type → JSON schema', () => {
  it.each(JSON_SCHEMAS)('%s %j', (type, extra, expected) => {
    expect(fieldJsonSchema(field(type, extra))).toEqual(expected);
  });
});

const translate = (key: string) => `«${key.split('.').slice(-2).join('.')}»`;

// [type, stored value, cell]
const CELLS: [FieldType, unknown, string | number][] = [
  ['text', '=cmd()', '=cmd()'],
  ['count', 12, 12],
  ['date', '2026-02-28', '28-02-2026'],
  ['flag', true, '«entity.yes»'],
  ['flag', false, '«entity.no»'],
  ['select', 'a', '«f.a»'],
  ['multiSelect', ['a', 'b'], '«f.a», «f.b»'],
  ['richText', '<p>एक <b>दोन</b></p>', 'एक दोन'],
  ['text', null, ''],
];

describe('field type → list and export cell', () => {
  it.each(CELLS)('%s %j → %j', (type, value, cell) => {
    const f = field(type);
    expect(displayValue(declarationOf(f), f, { f: value }, translate)).toBe(cell);
  });
  it.each([
    ['unitType', 2, '«type.saptahik_milan»'],
    ['unitSubType', 4, '«group.praudh»'],
  ])('shows an integer of a named label list (%s %j) by its label', (labels, value, cell) => {
    const f = field('integer', { valueLabels: labels });
    expect(displayValue(declarationOf(f), f, { f: value }, translate)).toBe(cell);
  });
  it('shows the place label for the place field', () => {
    const d = declarationOf(field('text'));
    expect(displayValue(d, d.fields[0], { location_id: 7, place: 'कोळवण गाव' }, translate)).toBe(
      'कोळवण गाव',
    );
  });
  it('neutralises formula cells and adds totals of summed fields only', () => {
    const d: RegisterDeclaration = {
      ...declarationOf(field('text')),
      fields: [
        field('text'),
        field('count', { name: 'n', summed: true }),
        field('count', { name: 'm' }),
        { name: 'location_id', type: 'place', section: 's' },
      ],
    };
    const rows = entitySheetRows(
      d,
      [
        { f: '=1+1', n: 2, m: 5, place: 'x' },
        { f: '+x', n: 3, m: 1, place: 'y' },
      ],
      translate,
    );
    expect(rows.map((r) => r[0])).toEqual(['«fields.f»', "'=1+1", "'+x", '«entity.total»']);
    expect(rows.at(-1)).toEqual(['«entity.total»', 5, '', '']);
  });
});

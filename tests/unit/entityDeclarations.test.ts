import {
  declarationLabelKeys,
  declarationProblems,
  registryProblems,
  type RegisterDeclaration,
} from '../../src/domain/engine';
import { MODULES, registerByName } from '../../src/domain/modules';
import { MENU, allMenuIds } from '../../src/domain/app/menu';
import { en } from '../../src/i18n/en';
import { mr } from '../../src/i18n/mr';

type Tree = { [key: string]: string | Tree };
const lookUp = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );

describe.each(MODULES.map((d) => [d.name, d] as const))('declaration %s', (_name, d) => {
  it('is valid', () => {
    expect(declarationProblems(d)).toEqual([]);
  });
  it.each([
    ['mr', mr],
    ['en', en],
  ])('has every field, section and choice labelled in %s', (_lang, dictionary) => {
    const missing = declarationLabelKeys(d).filter(
      (key) => typeof lookUp(dictionary as Tree, key) !== 'string',
    );
    expect(missing).toEqual([]);
  });
  it('has its menu entry under its parent', () => {
    expect(allMenuIds()).toContain(d.menu.id);
  });
});

it('uses each name, menu id and route once across the modules', () => {
  expect(registryProblems(MODULES)).toEqual([]);
});

it('places the declared entries in the spec order of their menu groups', () => {
  const children = (id: string) =>
    MENU.flatMap((g) => g.entries)
      .find((e) => e.id === id)
      ?.children?.map((c) => c.id);
  expect(children('rpsa')).toEqual([
    'rp-abhiyan-vrutta',
    'rp-karyakram-vrutta',
    'rp-karyakarta-suchi',
    'rp-anukulVyakti-suchi',
    'rp-abhiyan-goshwara',
    'rp-karyakram-goshwara',
  ]);
  const application = MENU.find((g) => g.id === 'application')!.entries.map((e) => e.id);
  expect(application.slice(0, 2)).toEqual(['yashogatha', 'sankalp']);
  expect(application.indexOf('seva-vasti')).toBe(application.indexOf('geo-tree') - 1);
});

describe('the declaration check catches mistakes', () => {
  const base = registerByName('karyakarta')!;
  const broken = (change: Partial<RegisterDeclaration>) =>
    declarationProblems({ ...base, ...change });
  const field = (extra: object) => ({
    ...base,
    fields: [
      ...base.fields,
      { name: 'x', type: 'text', section: 'karyakarta', ...extra },
    ] as RegisterDeclaration['fields'],
  });
  it.each([
    ['a bad name', { name: 'Bad Name' }],
    ['no place field', { fields: base.fields.filter((f) => f.type !== 'place') }],
    ['an undeclared section', { sections: [] }],
    ['a missing title field', { view: { ...base.view, titleField: 'nope' } }],
    ['cards without a summary', { view: { ...base.view, list: 'cards' as const } }],
    ['a show route without :id', { routes: { list: ['/x'], show: '/x/details' } }],
    ['unknown levels', { placeLevels: [12] }],
    ['a summed text', { fields: field({ summed: true }).fields }],
    ['a select without choices', { fields: field({ type: 'select' }).fields }],
    ['choices on text', { fields: field({ choices: ['a'] }).fields }],
    ['a rule of another type', { fields: field({ rule: 'notFuture' }).fields }],
    ['a rule the registry does not hold', { fields: field({ type: 'date', rule: 'nope' }).fields }],
    ['an inherited name as a rule', { fields: field({ type: 'date', rule: 'toString' }).fields }],
    ['a reserved field name', { fields: field({ name: 'version' }).fields }],
    [
      'depends on a missing field',
      { fields: field({ dependsOn: { field: 'nope', oneOf: ['a'] } }).fields },
    ],
    ['min above max', { fields: field({ type: 'count', min: 5, max: 1 }).fields }],
    [
      'a catalogue list on a text',
      { fields: field({ choicesFrom: { list: 'occupations' } }).fields },
    ],
    [
      'a catalogue list beside choices',
      { fields: field({ type: 'select', choices: ['a'], choicesFrom: { list: 'x' } }).fields },
    ],
    [
      'a catalogue parent that is not an earlier list',
      { fields: field({ type: 'select', choicesFrom: { list: 'x', parent: 'name' } }).fields },
    ],
    [
      'a fallback that is not a choice',
      { fields: field({ type: 'select', choices: ['a'], otherwise: 'b' }).fields },
    ],
    ['PIN digits on a text', { fields: field({ digits: 'pin' }).fields }],
    [
      'a dependent catalogue list as a list filter',
      {
        fields: [
          ...base.fields,
          { name: 'a', type: 'select', section: 'karyakarta', choicesFrom: { list: 'x' } },
          {
            name: 'b',
            type: 'select',
            section: 'karyakarta',
            filter: true,
            choicesFrom: { list: 'y', parent: 'a' },
          },
        ],
      },
    ],
    [
      'landline digits on an integer',
      { fields: field({ type: 'integer', digits: 'landline' }).fields },
    ],
    ['words for an unknown problem', { fields: field({ messages: { nope: 'x' } }).fields }],
    [
      'required and required in one mode',
      { fields: field({ required: true, requiredIn: 'sheet' }).fields },
    ],
    ['a choice code with signs', { fields: field({ type: 'select', choices: ['A+'] }).fields }],
    [
      'a spelled choice with a dot',
      { fields: field({ type: 'select', choices: ['A.B'], spelledChoices: true }).fields },
    ],
    ['a length bound on a plain number', { fields: field({ type: 'count', maxLength: 5 }).fields }],
    ['unknown list levels', { listLevels: [0] }],
    ['an unknown label list', { fields: field({ type: 'integer', valueLabels: 'nope' }).fields }],
    ['a label list on a text', { fields: field({ valueLabels: 'unitType' }).fields }],
    ['a required read-only field', { fields: field({ readOnly: true, required: true }).fields }],
    [
      'a list filter on a plain number',
      { fields: field({ type: 'integer', filter: true }).fields },
    ],
  ])('%s', (_what, change) => {
    expect(broken(change as Partial<RegisterDeclaration>).length).toBeGreaterThan(0);
  });

  it.each([
    ['spelled choices', { type: 'select', choices: ['A+', 'माहित नाही'], spelledChoices: true }],
    ['a length bound on a typed date', { type: 'date', maxLength: 30 }],
    ['a length bound on a PIN', { type: 'integer', digits: 'pin', maxLength: 20 }],
    ['a label list on an integer', { type: 'integer', valueLabels: 'unitSubType' }],
    ['a list filter of a label list', { type: 'integer', valueLabels: 'unitType', filter: true }],
    ['a read-only field', { type: 'select', choices: ['a'], readOnly: true }],
  ])('accepts %s', (_what, extra) => {
    expect(broken(field(extra))).toEqual([]);
  });
});

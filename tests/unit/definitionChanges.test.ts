import {
  definitionChanges,
  missingLabels,
  withRetiredFields,
  type FieldDeclaration,
  type ModuleDefinition,
  type RegisterDeclaration,
} from '../../src/domain/engine';
import { standardDefinitions } from '../../server/engine/services/moduleDefinitions';

const field = (name: string, extra: Partial<FieldDeclaration> = {}): FieldDeclaration => ({
  name,
  type: 'integer',
  section: 'main',
  ...extra,
});
const published = {
  name: 'seva',
  kind: 'register',
  period: 'none',
  placeLevels: [10],
  sections: ['main', 'more'],
  fields: [
    field('title', { type: 'text', maxLength: 100 }),
    field('kind', { type: 'select', choices: ['a', 'b'] }),
    field('served', { min: 0, max: 1000 }),
    field('note', { type: 'longText', section: 'more' }),
  ],
  access: {},
  menu: { id: 'seva', parent: 'application', order: 1 },
  routes: { list: ['/seva'] },
  view: { list: 'table', titleField: 'title' },
  labels: { mr: { name: 'सेवा' } },
} as unknown as RegisterDeclaration & { labels: ModuleDefinition['labels'] };

/** The draft: the published definition with one field replaced (or the whole changed). */
const withField = (name: string, change: Partial<FieldDeclaration>) => ({
  ...published,
  fields: published.fields.map((f) => (f.name === name ? { ...f, ...change } : f)),
});

describe('definitionChanges: each kind of change, allowed or refused while records hold values', () => {
  it.each([
    [
      'a field added',
      { ...published, fields: [...published.fields, field('extra')] },
      [{ kind: 'addField', field: 'extra' }],
    ],
    ['a relabel', { ...published, labels: { mr: { name: 'सेवा कार्य' } } }, [{ kind: 'relabel' }]],
    [
      'a field left out: retired',
      { ...published, fields: published.fields.slice(0, 3) },
      [{ kind: 'retireField', field: 'note' }],
    ],
    [
      'a field marked retired',
      withField('note', { retired: true, readOnly: true }),
      [{ kind: 'retireField', field: 'note' }],
    ],
    [
      'a choice added',
      withField('kind', { choices: ['a', 'b', 'c'] }),
      [{ kind: 'addChoice', field: 'kind', detail: 'c' }],
    ],
    [
      'a bound widened',
      withField('served', { max: 5000 }),
      [{ kind: 'widenBound', field: 'served', detail: 'max' }],
    ],
    [
      'a length widened',
      withField('title', { maxLength: 150 }),
      [{ kind: 'widenBound', field: 'title', detail: 'maxLength' }],
    ],
    [
      'fields reordered',
      { ...published, fields: [...published.fields].reverse() },
      [{ kind: 'reorder' }],
    ],
    [
      'a field moved',
      withField('served', { section: 'more' }),
      [{ kind: 'moveSection', field: 'served', detail: 'more' }],
    ],
    [
      'the menu moved',
      { ...published, menu: { ...published.menu, order: 5 } },
      [{ kind: 'other', detail: 'menu' }],
    ],
  ])('allows %s', (_, draft, expected) => {
    const changes = definitionChanges(published, draft as ModuleDefinition);
    expect(changes).toEqual(expected);
    expect(changes.every((c) => !c.touches)).toBe(true);
  });

  it.each([
    [
      'a type change',
      withField('served', { type: 'count' }),
      {
        kind: 'changeType',
        field: 'served',
        detail: 'count',
        touches: { test: 'present', field: 'served' },
      },
    ],
    [
      'a lower bound raised',
      withField('served', { min: 10 }),
      {
        kind: 'narrowBound',
        field: 'served',
        detail: 'min',
        touches: { test: 'below', field: 'served', bound: 10 },
      },
    ],
    [
      'an upper bound lowered',
      withField('served', { max: 500 }),
      {
        kind: 'narrowBound',
        field: 'served',
        detail: 'max',
        touches: { test: 'above', field: 'served', bound: 500 },
      },
    ],
    [
      'a length shortened',
      withField('title', { maxLength: 20 }),
      {
        kind: 'narrowBound',
        field: 'title',
        detail: 'maxLength',
        touches: { test: 'longer', field: 'title', bound: 20 },
      },
    ],
    [
      'a choice removed',
      withField('kind', { choices: ['a'] }),
      {
        kind: 'removeChoice',
        field: 'kind',
        detail: 'b',
        touches: { test: 'choice', field: 'kind', choice: 'b' },
      },
    ],
    [
      'the kind changed',
      { ...published, kind: 'countForm' },
      { kind: 'changeKind', detail: 'kind', touches: { test: 'anyRecord' } },
    ],
  ])('refuses %s while records hold what it touches', (_, draft, expected) => {
    expect(definitionChanges(published, draft as ModuleDefinition)).toContainEqual(expected);
  });

  it('keeps a left-out field retired, its section too, and nothing when none is left out', () => {
    const draft = { ...published, sections: ['main'], fields: published.fields.slice(0, 3) };
    const kept = withRetiredFields(published, draft as ModuleDefinition) as typeof published;
    expect(kept.sections).toEqual(['main', 'more']);
    expect(kept.fields.at(-1)).toEqual({ ...published.fields[3], retired: true, readOnly: true });
    expect(withRetiredFields(published, published)).toBe(published);
    expect(withRetiredFields(undefined, draft as ModuleDefinition)).toBe(draft);
  });
});

describe('missingLabels: the Marathi words a definition needs to be published', () => {
  it('names each missing word by its path in the labels', () => {
    expect(missingLabels(published)).toEqual([
      '/labels/mr/sections/main',
      '/labels/mr/sections/more',
      '/labels/mr/fields/title',
      '/labels/mr/fields/kind',
      '/labels/mr/choices/kind/a',
      '/labels/mr/choices/kind/b',
      '/labels/mr/fields/served',
      '/labels/mr/fields/note',
    ]);
    expect(missingLabels({ ...published, labels: { mr: {} } })[0]).toBe('/labels/mr/name');
  });

  it('finds every Marathi word of every standard definition', () => {
    for (const d of standardDefinitions()) expect([d.name, missingLabels(d)]).toEqual([d.name, []]);
  });
});

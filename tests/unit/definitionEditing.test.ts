import {
  BLANK_KINDS,
  blankOf,
  blankRegister,
  fieldRenamed,
  withFields,
  type ModuleDefinition,
  choicesText,
  withChoicesText,
  copiedDefinition,
  declarationOf,
  declarationProblems,
  freeFieldName,
  missingLabels,
  moved,
  renamed,
  withWord,
  wordOf,
  type FieldDeclaration,
} from '../../src/domain/engine';
import { standardDefinitions } from '../../server/engine/services/moduleDefinitions';

const standard = (name: string) => standardDefinitions().find((d) => d.name === name)!;

describe('copiedDefinition: next year’s return from this year’s', () => {
  it.each(standardDefinitions().map((d) => [d.name]))(
    '%s: its own key, menu entry and paths, nothing only the code has',
    (name) => {
      const copy = copiedDefinition(standard(name), `${name}-copy`, '(प्रत)');
      expect(copy.name).toBe(`${name}-copy`);
      expect(copy.menu.id).toBe(`module-${name}-copy`);
      expect(copy.menu.presets).toBeUndefined();
      for (const member of ['store', 'calls', 'specCalls', 'version'])
        expect(copy).not.toHaveProperty(member);
      // the capabilities a module defined in the browser is served with are kept
      const source = standard(name);
      for (const member of ['upload', 'duplicates'] as const)
        if (source.kind === 'register' && !source.store)
          expect((copy as typeof source)[member]).toEqual(source[member]);
      expect(String(copy.labels.mr.name)).toMatch(/\(प्रत\)$/);
      if (copy.kind === 'register') expect(copy.routes).toEqual({ list: [`/${name}-copy`] });
      else expect(copy).toMatchObject({ path: `/m/${name}-copy` });
      // the original is untouched
      expect(standard(name).name).toBe(name);
    },
  );

  it('leaves a copy of a plain return a valid declaration with every Marathi word', () => {
    for (const name of ['abhiyan-vrutta', 'vividh-kshetra', 'karyakram', 'yashogatha']) {
      const copy = copiedDefinition(standard(name), `${name}-2027`, '(प्रत)');
      expect([name, declarationProblems(declarationOf(copy))]).toEqual([name, []]);
      expect([name, missingLabels(copy)]).toEqual([name, []]);
    }
  });
});

describe('editing a definition as data', () => {
  it('renames a new module with its menu entry and paths', () => {
    const d = renamed(blankRegister('seva'), 'seva-2027');
    expect(d).toMatchObject({
      name: 'seva-2027',
      menu: { id: 'module-seva-2027' },
      routes: { list: ['/seva-2027'] },
    });
  });

  it.each([
    ['mr', ['name'], 'सेवा', 'सेवा'],
    ['en', ['fields', 'title'], 'Title', 'Title'],
    ['mr', ['choices', 'kind', 'a'], 'अ', 'अ'],
    ['mr', ['name'], '   ', ''],
  ] as const)('sets the %s word at %j', (language, path, text, read) => {
    const d = withWord(blankRegister('seva'), language, path, text);
    expect(wordOf(d, language, path)).toBe(read);
  });

  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, 1, ['a', 'b', 'c']],
    [0, -1, ['a', 'b', 'c']],
    [1, -1, ['b', 'a', 'c']],
  ] as const)('moves the field at %i by %i', (index, by, order) => {
    const fields = ['a', 'b', 'c'].map((name) => ({ name, type: 'text' }) as FieldDeclaration);
    expect(moved(fields, index, by).map((f) => f.name)).toEqual(order);
  });

  it('names a new field with a key not yet used', () => {
    const fields = [{ name: 'field2' }, { name: 'x' }] as FieldDeclaration[];
    expect(freeFieldName(fields)).toBe('field3');
    expect(freeFieldName([{ name: 'field1' }] as FieldDeclaration[])).toBe('field2');
  });

  it('reads and writes a field’s choices as one line of code=name pairs', () => {
    const d = blankRegister('seva');
    const field = { name: 'kind', type: 'select', section: 'main' } as FieldDeclaration;
    const next = withChoicesText(d, field, 'health=आरोग्य, school = शाळा, ,other');
    expect(next.field.choices).toEqual(['health', 'school', 'other']);
    expect(wordOf(next.d, 'mr', ['choices', 'kind', 'school'])).toBe('शाळा');
    expect(choicesText(next.d, next.field)).toBe('health=आरोग्य, school=शाळा, other=');
  });
});

describe('a new module started blank, of each kind', () => {
  it.each(BLANK_KINDS.map((kind) => [kind]))(
    '%s: a valid declaration under its key, the names already typed kept',
    (kind) => {
      const typed = { mr: { name: 'सेवा २०२७' }, en: { name: 'Seva 2027' } };
      const d = blankOf(kind, 'seva-2027', 'abhiyan-vrutta', typed);
      expect(d).toMatchObject({ kind, name: 'seva-2027', menu: { id: 'module-seva-2027' } });
      expect(declarationProblems(declarationOf(d))).toEqual([]);
      expect(wordOf(d, 'mr', ['name'])).toBe('सेवा २०२७');
      expect(wordOf(d, 'en', ['name'])).toBe('Seva 2027');
      // what is left for the administrator to name before publishing
      const missing = missingLabels(d);
      expect(missing).toEqual(kind === 'countForm' ? ['/labels/mr/fields/field1'] : []);
    },
  );

  it('sums a count form a report is started over', () => {
    expect(blankOf('rollupReport', 'r', 'vividh-kshetra')).toMatchObject({
      source: 'vividh-kshetra',
      path: '/m/r',
    });
  });
});

describe('fieldRenamed: a key changed before it is published', () => {
  const withKind = (): ModuleDefinition => {
    const base = withWord(blankRegister('seva'), 'en', ['fields', 'title'], 'Title');
    const kinds = withChoicesText(
      base,
      { name: 'kind', type: 'select', section: 'main' },
      'a=अ, b=ब',
    );
    const d = withFields(kinds.d, (fields) => [
      ...fields,
      kinds.field,
      { name: 'note', type: 'text', section: 'main', dependsOn: { field: 'kind', oneOf: ['a'] } },
    ]);
    return {
      ...d,
      checks: [{ left: 'title', op: '!=', right: 'kind', message: 'same' }],
    } as ModuleDefinition;
  };

  it('moves its words, its choices’ names, its checks and its dependants to the new key', () => {
    const d = fieldRenamed(fieldRenamed(withKind(), 2, 'type'), 0, 'heading');
    if (d.kind !== 'register') throw new Error(d.kind);
    expect(d.fields.map((f) => f.name)).toEqual(['heading', 'location_id', 'type', 'note']);
    expect(wordOf(d, 'mr', ['fields', 'heading'])).toBe('नाव');
    expect(wordOf(d, 'en', ['fields', 'heading'])).toBe('Title');
    expect(wordOf(d, 'mr', ['fields', 'title'])).toBe('');
    expect(wordOf(d, 'mr', ['choices', 'type', 'b'])).toBe('ब');
    expect(d.fields[3]!.dependsOn).toEqual({ field: 'type', oneOf: ['a'] });
    expect(d.checks).toEqual([{ left: 'heading', op: '!=', right: 'type', message: 'same' }]);
    expect(missingLabels(d)).toEqual(
      missingLabels(withKind()).map((p) => p.replace('/kind', '/type')),
    );
  });

  it('leaves the words of a key another field holds where they are', () => {
    const d = fieldRenamed(withKind(), 3, 'title');
    if (d.kind !== 'register') throw new Error(d.kind);
    expect(d.fields.map((f) => f.name)).toEqual(['title', 'location_id', 'kind', 'title']);
    expect(wordOf(d, 'mr', ['fields', 'title'])).toBe('नाव');
    // typed on: the first field keeps its key, words and check
    const on = fieldRenamed(d, 3, 'titles');
    expect(wordOf(on, 'mr', ['fields', 'title'])).toBe('नाव');
    expect(on.kind === 'register' && on.checks?.[0]?.left).toBe('title');
  });
});

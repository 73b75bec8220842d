import {
  blankRegister,
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
import { STANDARD_DEFINITIONS } from '../../server/engine/services/moduleDefinitions';

const standard = (name: string) => STANDARD_DEFINITIONS.find((d) => d.name === name)!;

describe('copiedDefinition: next year’s return from this year’s', () => {
  it.each(STANDARD_DEFINITIONS.map((d) => [d.name]))(
    '%s: its own key, menu entry and paths, nothing only the code has',
    (name) => {
      const copy = copiedDefinition(standard(name), `${name}-copy`, '(प्रत)');
      expect(copy.name).toBe(`${name}-copy`);
      expect(copy.menu.id).toBe(`module-${name}-copy`);
      expect(copy.menu.presets).toBeUndefined();
      for (const member of ['store', 'calls', 'specCalls', 'upload', 'duplicates', 'version'])
        expect(copy).not.toHaveProperty(member);
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

import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  DEFINITION_SCHEMA,
  declarationOf,
  declarationProblems,
  type ModuleDefinition,
  type RegisterDeclaration,
} from '../../src/domain/engine';
import { MODULES } from '../../src/domain/modules';
import { standardDefinitions } from '../../server/engine/services/moduleDefinitions';

const validate = new Ajv({ allErrors: true }).compile(DEFINITION_SCHEMA);
/** Where the schema refuses a definition: each error's member path and keyword. */
const refusals = (definition: unknown) =>
  validate(definition) ? [] : validate.errors!.map((e) => `${e.dataPath} ${e.keyword}`);

describe('the standard definitions (issue 24)', () => {
  it.each(standardDefinitions().map((d) => [d.name, d] as const))(
    '%s survives a JSON round trip unchanged and follows the definition schema',
    (_, definition) => {
      const copy = JSON.parse(JSON.stringify(definition));
      expect(copy).toEqual(definition);
      expect(refusals(copy)).toEqual([]);
      // what the engine reads back out of it is the code's declaration, still valid
      expect(declarationOf(copy)).toEqual(MODULES.find((d) => d.name === definition.name));
      expect(declarationProblems(declarationOf(copy))).toEqual([]);
    },
  );

  it('carries each module’s Marathi words inside', () => {
    for (const definition of standardDefinitions())
      expect(Object.keys(definition.labels.mr).length).toBeGreaterThan(0);
  });
});

const sample = standardDefinitions().find((d) => d.name === 'karyakarta') as ModuleDefinition &
  RegisterDeclaration;
const withField = (change: object) => ({
  ...sample,
  fields: [{ ...sample.fields[0], ...change }, ...sample.fields.slice(1)],
});

describe('the definition schema names the member it refuses', () => {
  it.each<[string, unknown, string]>([
    ['an unknown field type', withField({ type: 'colour' }), '.fields[0].type enum'],
    ['a field key with a space', withField({ name: 'first name' }), '.fields[0].name pattern'],
    ['a misspelt field option', withField({ requird: true }), '.fields[0] additionalProperties'],
    ['no Marathi labels', { ...sample, labels: { en: {} } }, '.labels required'],
    ['a place level outside 1–11', { ...sample, placeLevels: [12] }, '.placeLevels[0] maximum'],
    ['a view without its title field', { ...sample, view: { list: 'table' } }, '.view required'],
    ['an unknown kind', { ...sample, kind: 'survey' }, '.kind enum'],
    [
      'a count form of an unknown period',
      { ...sample, kind: 'countForm', period: 'week' },
      '.period enum',
    ],
  ])('%s', (_, definition, expected) => {
    expect(refusals(definition)).toContain(expected);
  });
});

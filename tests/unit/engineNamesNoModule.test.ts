import { ESLint } from 'eslint';

// the lint configuration CI runs: the engine's code names no module (issue 46)
const eslint = new ESLint({ cwd: process.cwd() });
const problems = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
const REFUSED = 'The engine names no module: read it from the declaration or a plug (issue 46).';

describe('the engine names no module', () => {
  it.each([
    ['server/engine/services/probe.ts', 'export const row = { ekak_sub_type_id: 1 };'],
    ['server/engine/repositories/probe.ts', "export const table = 'sankalp';"],
    ['src/domain/engine/probe.ts', 'export const key = `app.volunteer.${1}`;'],
    ['src/engine/countForm/probe.tsx', 'export const gatheringMode = 1;'],
  ])('%s: a module word in the code is refused', async (file, code) => {
    expect(await problems(file, code)).toEqual([REFUSED]);
  });

  it.each([
    ['server/engine/services/probe.ts', '// the gathering, for one\nexport const subTypeId = 1;'],
    ['server/modules/units/probe.ts', "export const table = 'sankalp';"],
    ['src/domain/modules/gathering/probe.ts', 'export const ekak_type_id = 1;'],
  ])('%s: comments and the module packages may name it', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { layersRule } from '../../eslint/layers.js';

// RuleTester reports through the test framework's describe/it
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string, code: string) => ({ filename: resolve(file), code });
const UP = (from: string, to: string, spec: string) => [
  { message: `An import runs up the layers: ${from} → ${to} (${spec}).` },
];
const ENGINE = (spec: string) => [{ message: `The engine imports no module package (${spec}).` }];

tester.run('tree/layers', layersRule, {
  valid: [
    at('server/engine/services/x.ts', "import { sql } from 'kysely';"),
    at('server/engine/services/x.ts', "import type { Database } from '../../db/schema';"),
    at('server/engine/services/x.ts', "import { storeOf } from './countStores';"),
    at(
      'server/modules/units/x.ts',
      "import { tableStore } from '../../engine/repositories/tableStore';",
    ),
    at('server/routes/x.ts', "import { registerModuleRoutes } from '../modules';"),
    at('src/domain/modules/gathering/x.ts', "import { atMost } from '../../engine/namedRules';"),
    at('src/domain/app/x.ts', "import { MODULES } from '../modules';"),
    at('src/engine/x.ts', "import { moduleByName } from '../domain/engine';"),
  ],
  invalid: [
    {
      ...at('server/repositories/x.ts', "import { plugIn } from '../engine/plugs';"),
      errors: UP('data', 'engine', '../engine/plugs'),
    },
    {
      ...at('server/services/x.ts', "import { registerModuleRoutes } from '../modules';"),
      errors: UP('services', 'modules', '../modules'),
    },
    {
      ...at('server/plugins/x.ts', "export * from '../composition/repositories';"),
      errors: UP('plugins', 'composition', '../composition/repositories'),
    },
    {
      ...at('server/engine/x.ts', "import { unitsModule } from '../modules/units';"),
      errors: ENGINE('../modules/units'),
    },
    {
      ...at('server/engine/x.ts', "import { MODULES } from '../../src/domain/modules';"),
      errors: ENGINE('../../src/domain/modules'),
    },
    {
      ...at('src/domain/engine/x.ts', "import { inputsOf } from '../modules/gathering/units';"),
      errors: ENGINE('../modules/gathering/units'),
    },
    {
      ...at('src/engine/x.tsx', "const page = import('../modules/units/SankalpList');"),
      errors: ENGINE('../modules/units/SankalpList'),
    },
    {
      ...at('src/domain/report/x.ts', "import { MENU } from '../app/menu';"),
      errors: UP('base folders', 'app', '../app/menu'),
    },
  ],
});

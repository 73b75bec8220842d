/** The standard modules: the organisation's declarations, read by the engine. */
import { UNIT_RULES, UNIT_SUB_TYPES, UNIT_VALUE_LABELS } from './gathering/unitParts';
import { VOLUNTEER_RULES } from './volunteers/rules';
import { abhiyanVrutta } from './abhiyanVrutta';
import { anukulVyakti } from './anukulVyakti';
import { bhaugolik } from './bhaugolik';
import { ekak } from './gathering/ekak';
import { abhiyanGoshwara, karyakramGoshwara } from './goshwara';
import { karyakarta } from './karyakarta';
import { karyakram } from './karyakram';
import { sahayogiSanstha } from './sahayogiSanstha';
import { samajik } from './samajik';
import { sanghik } from './gathering/sanghik';
import { sevaVasti } from './sevaVasti';
import { swayamsevak } from './volunteers/swayamsevak';
import {
  codeCountForms,
  codeRegisters,
  codeRollupReports,
  installModules,
  type ModuleDeclaration,
} from '../engine';
import { utsav } from './utsav';
import { utsavVrutta } from './utsavVrutta';
import { vividhKshetra } from './vividhKshetra';
import { yashogatha } from './yashogatha';

export { ekak, sanghik, swayamsevak };

/** Every configured module, in no particular order (menus sort by their own `order`). */
export const MODULES: readonly ModuleDeclaration[] = [
  yashogatha,
  sevaVasti,
  sahayogiSanstha,
  karyakram,
  karyakarta,
  anukulVyakti,
  swayamsevak,
  ekak,
  sanghik,
  utsav,
  utsavVrutta,
  bhaugolik,
  samajik,
  vividhKshetra,
  abhiyanVrutta,
  abhiyanGoshwara,
  karyakramGoshwara,
];

installModules(MODULES, [
  { rules: VOLUNTEER_RULES },
  { rules: UNIT_RULES, valueLabels: UNIT_VALUE_LABELS, subTypes: UNIT_SUB_TYPES },
]);

export const REGISTERS = codeRegisters();
export const COUNT_FORMS = codeCountForms();
export const ROLLUP_REPORTS = codeRollupReports();

export {
  countCalls,
  countFormByName,
  definedModules,
  moduleByName,
  registerByName,
  reportSource,
  setDefinedModules,
} from '../engine';

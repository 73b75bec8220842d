/** The standard modules: the organisation's declarations, read by the engine. */
import { abhiyanVrutta } from './abhiyanVrutta';
import { anukulVyakti } from './anukulVyakti';
import { bhaugolik } from './bhaugolik';
import { ekak } from './ekak';
import { abhiyanGoshwara, karyakramGoshwara } from './goshwara';
import { karyakarta } from './karyakarta';
import { karyakram } from './karyakram';
import { sahayogiSanstha } from './sahayogiSanstha';
import { samajik } from './samajik';
import { sanghik } from './sanghik';
import { sevaVasti } from './sevaVasti';
import { swayamsevak } from './swayamsevak';
import type {
  CountFormDeclaration,
  ModuleDeclaration,
  RegisterDeclaration,
  RollupReportDeclaration,
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

const ofKind =
  <K extends ModuleDeclaration['kind']>(kind: K) =>
  (d: ModuleDeclaration): d is Extract<ModuleDeclaration, { kind: K }> =>
    d.kind === kind;

export const REGISTERS: readonly RegisterDeclaration[] = MODULES.filter(ofKind('register'));
export const COUNT_FORMS: readonly CountFormDeclaration[] = MODULES.filter(ofKind('countForm'));
export const ROLLUP_REPORTS: readonly RollupReportDeclaration[] = MODULES.filter(
  ofKind('rollupReport'),
);

let defined: readonly ModuleDeclaration[] = [];

/**
 * In the browser: the modules defined there (issue 24), as `GET /modules` last answered them;
 * none on the server, whose registry is `app.modules`. The lookups below find them beside the
 * modules of the code.
 */
export function setDefinedModules(declarations: readonly ModuleDeclaration[]): void {
  defined = declarations;
}
export const definedModules = (): readonly ModuleDeclaration[] => defined;

const find = <D extends ModuleDeclaration>(code: readonly D[], name: string, kind?: D['kind']) =>
  code.find((d) => d.name === name) ??
  (defined.find((d) => d.name === name && (!kind || d.kind === kind)) as D | undefined);

/** The declaration of a resource name, if it is a configured module. */
export const moduleByName = (name: string): ModuleDeclaration | undefined => find(MODULES, name);
export const registerByName = (name: string) => find(REGISTERS, name, 'register');
export const countFormByName = (name: string) => find(COUNT_FORMS, name, 'countForm');

/** The path segments of a count form's entry calls (its `calls`, else `list` and `save`). */
export const countCalls = (name: string) =>
  countFormByName(name)?.calls ?? { list: 'list', save: 'save' };

/** What a roll-up report sums: a count form or a register with roll-ups. */
export const reportSource = (d: RollupReportDeclaration) =>
  countFormByName(d.source) ?? registerByName(d.source);

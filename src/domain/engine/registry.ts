import { plugSubTypes, type SubTypes } from './countForms';
import { plugRules, type NamedRule } from './namedRules';
import type {
  CountFormDeclaration,
  ModuleDeclaration,
  RegisterDeclaration,
  RollupReportDeclaration,
} from './types';
import { plugValueLabels, type ValueLabels } from './valueLabels';

/** What a module package's domain adds beside its declarations, by name. */
export interface CatalogueParts {
  /** Named rules its fields carry (`rule: 'bloodGroup'`). */
  rules?: Readonly<Record<string, NamedRule>>;
  /** Named label lists its integer fields show values by (`valueLabels: 'unitType'`). */
  valueLabels?: Readonly<Record<string, ValueLabels>>;
  /** Its subjects' sub-types (a unit's), which decide the inputs a card shows. */
  subTypes?: SubTypes;
}

/**
 * The engine's one registry of module declarations: the organisation's catalogue installs the
 * modules of the code (src/domain/modules), and in the browser `GET /modules` the ones defined
 * there (issue 24); the server's defined modules are `app.modules`. The engine reads modules
 * only from here, so it names none.
 */
let code: readonly ModuleDeclaration[] = [];
let defined: readonly ModuleDeclaration[] = [];

/** Installs the modules of the code and their parts (the catalogue does, once, as it loads). */
export function installModules(
  declarations: readonly ModuleDeclaration[],
  parts: readonly CatalogueParts[] = [],
): void {
  code = declarations;
  for (const p of parts) {
    if (p.rules) plugRules(p.rules);
    if (p.valueLabels) plugValueLabels(p.valueLabels);
    if (p.subTypes) plugSubTypes(p.subTypes);
  }
}

/** The modules of the code; none installed is a wiring mistake, said at once. */
export function codeModules(): readonly ModuleDeclaration[] {
  if (!code.length) throw new Error('engine: no modules installed (import src/domain/modules)');
  return code;
}

const ofKind =
  <K extends ModuleDeclaration['kind']>(kind: K) =>
  (d: ModuleDeclaration): d is Extract<ModuleDeclaration, { kind: K }> =>
    d.kind === kind;

export const codeRegisters = (): readonly RegisterDeclaration[] =>
  codeModules().filter(ofKind('register'));
export const codeCountForms = (): readonly CountFormDeclaration[] =>
  codeModules().filter(ofKind('countForm'));
export const codeRollupReports = (): readonly RollupReportDeclaration[] =>
  codeModules().filter(ofKind('rollupReport'));

/** In the browser: the modules defined there, as `GET /modules` last answered them. */
export function setDefinedModules(declarations: readonly ModuleDeclaration[]): void {
  defined = declarations;
}
export const definedModules = (): readonly ModuleDeclaration[] => defined;

const find = <D extends ModuleDeclaration>(code: readonly D[], name: string, kind?: D['kind']) =>
  code.find((d) => d.name === name) ??
  (defined.find((d) => d.name === name && (!kind || d.kind === kind)) as D | undefined);

/** The declaration of a resource name, if it is a configured module. */
export const moduleByName = (name: string): ModuleDeclaration | undefined =>
  find(codeModules(), name);
export const registerByName = (name: string) => find(codeRegisters(), name, 'register');
export const countFormByName = (name: string) => find(codeCountForms(), name, 'countForm');

/** The path segments of a count form's entry calls (its `calls`, else `list` and `save`). */
export const countCalls = (name: string) =>
  countFormByName(name)?.calls ?? { list: 'list', save: 'save' };

/** What a roll-up report sums: a count form or a register with roll-ups. */
export const reportSource = (d: RollupReportDeclaration) =>
  countFormByName(d.source) ?? registerByName(d.source);

import { abhiyanVrutta } from './abhiyanVrutta';
import { anukulVyakti } from './anukulVyakti';
import { bhaugolik } from './bhaugolik';
import { abhiyanGoshwara, karyakramGoshwara } from './goshwara';
import { karyakarta } from './karyakarta';
import { karyakram } from './karyakram';
import { sahayogiSanstha } from './sahayogiSanstha';
import { samajik } from './samajik';
import { sanghik } from './sanghik';
import { sevaVasti } from './sevaVasti';
import type {
  CountFormDeclaration,
  EntityDeclaration,
  RegisterDeclaration,
  RollupReportDeclaration,
} from './types';
import { utsav } from './utsav';
import { utsavVrutta } from './utsavVrutta';
import { vividhKshetra } from './vividhKshetra';
import { yashogatha } from './yashogatha';

export * from './types';
export * from './messages';
export * from './labels';
export * from './access';
export * from './schema';
export * from './jsonSchema';
export * from './exportColumns';
export * from './checkDeclaration';
export * from './paths';
export * from './festivals';
export * from './countForms';
export * from './countPeriods';
export * from './countRecordCheck';
export * from './registerSheet';
export * from './registerReport';
export * from './countApi';
export * from './rollupColumns';
export { unusualRecord } from './unusualRecord';
export { sanghik } from './sanghik';
export { FIELD_RULES, maxLengthOf } from './fieldRules';

/** Every configured module, in no particular order (menus sort by their own `order`). */
export const ENTITIES: readonly EntityDeclaration[] = [
  yashogatha,
  sevaVasti,
  sahayogiSanstha,
  karyakram,
  karyakarta,
  anukulVyakti,
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
  <K extends EntityDeclaration['kind']>(kind: K) =>
  (d: EntityDeclaration): d is Extract<EntityDeclaration, { kind: K }> =>
    d.kind === kind;

export const REGISTERS: readonly RegisterDeclaration[] = ENTITIES.filter(ofKind('register'));
export const COUNT_FORMS: readonly CountFormDeclaration[] = ENTITIES.filter(ofKind('countForm'));
export const ROLLUP_REPORTS: readonly RollupReportDeclaration[] = ENTITIES.filter(
  ofKind('rollupReport'),
);

/** The declaration of a resource name, if it is a configured module. */
export const entityByName = (name: string): EntityDeclaration | undefined =>
  ENTITIES.find((d) => d.name === name);
export const registerByName = (name: string) => REGISTERS.find((d) => d.name === name);
export const countFormByName = (name: string) => COUNT_FORMS.find((d) => d.name === name);

/** The path segments of a count form's entry calls (its `calls`, else `list` and `save`). */
export const countCalls = (name: string) =>
  countFormByName(name)?.calls ?? { list: 'list', save: 'save' };

/** What a roll-up report sums: a count form or a register with roll-ups. */
export const reportSource = (d: RollupReportDeclaration) =>
  COUNT_FORMS.find((s) => s.name === d.source) ?? REGISTERS.find((s) => s.name === d.source);

import {
  codeModules,
  definitionOf,
  type ModuleDefinition,
  type ModuleLabels,
} from '../../../src/domain/engine';
import { resourcesEn } from '../../../src/i18n/en/resources';
import { resourcesMr } from '../../../src/i18n/mr/resources';

const labelsOf = (name: string) => ({
  mr: (resourcesMr as Record<string, ModuleLabels | undefined>)[name] ?? {},
  en: (resourcesEn as Record<string, ModuleLabels | undefined>)[name],
});

/**
 * The standard definitions (issue 24): every module of the code — the gathering, volunteers and
 * units among them — as a definition with its dictionaries' words inside, read-only.
 */
let standard: readonly ModuleDefinition[] | undefined;
export function standardDefinitions(): readonly ModuleDefinition[] {
  standard ??= codeModules().map((d) => definitionOf(d, labelsOf(d.name)));
  return standard;
}

import { definitionOf, type ModuleDefinition, type ModuleLabels } from '../../../src/domain/engine';
import { MODULES } from '../../../src/domain/modules';
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
export const STANDARD_DEFINITIONS: readonly ModuleDefinition[] = MODULES.map((d) =>
  definitionOf(d, labelsOf(d.name)),
);

import type { ModuleDeclaration } from './types';

/** A module's words as the dictionaries hold them (`resources.<name>`): words or groups. */
export interface ModuleLabels {
  [key: string]: string | ModuleLabels;
}

/**
 * A module definition (issue 24): its declaration with its labels inside, Marathi required,
 * English optional — what `GET /modules` answers and a builder stores, plain JSON.
 */
export type ModuleDefinition = ModuleDeclaration & {
  labels: { mr: ModuleLabels; en?: ModuleLabels };
};

/** A declaration of the code (a standard module) as a definition, with its dictionaries' words. */
export function definitionOf(
  d: ModuleDeclaration,
  labels: { mr: ModuleLabels; en?: ModuleLabels },
): ModuleDefinition {
  return { ...d, labels: labels.en ? { mr: labels.mr, en: labels.en } : { mr: labels.mr } };
}

/** A definition's declaration, its labels set apart (the engine reads declarations). */
export function declarationOf(definition: ModuleDefinition): ModuleDeclaration {
  const { labels, ...declaration } = definition;
  void labels;
  return declaration as ModuleDeclaration;
}

import { declarationLabelKeys, moduleNameKey } from './labels';
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
  /** Set by the server: the version published (a module defined in the browser). */
  version?: number;
  /** Set by the server: a module of the code, or where a module defined in the browser stands. */
  state?: DefinitionState;
};

/** Members only a module of the code may have: its own tables, calls and spec call paths. */
export const CODE_ONLY_MEMBERS = ['store', 'calls', 'specCalls'] as const;

export type DefinitionState = 'standard' | 'draft' | 'published' | 'retired';

/** A declaration of the code (a standard module) as a definition, with its dictionaries' words. */
export function definitionOf(
  d: ModuleDeclaration,
  labels: { mr: ModuleLabels; en?: ModuleLabels },
): ModuleDefinition {
  return { ...d, labels: labels.en ? { mr: labels.mr, en: labels.en } : { mr: labels.mr } };
}

/** A definition's declaration, its labels set apart (the engine reads declarations). */
export function declarationOf(definition: ModuleDefinition): ModuleDeclaration {
  const { labels, state, ...declaration } = definition;
  void labels;
  void state;
  return declaration as ModuleDeclaration;
}

/**
 * The words a definition lacks in a language (Marathi by default), as paths into its labels
 * (`/labels/mr/fields/title`): a module defined in the browser is published only with every
 * Marathi word it shows — its name, sections, fields and choices.
 */
export function missingLabels(
  definition: ModuleDefinition,
  language: 'mr' | 'en' = 'mr',
): string[] {
  const prefix = `resources.${definition.name}.`;
  const own = declarationLabelKeys(declarationOf(definition)).filter(
    (key) => key === moduleNameKey(definition.name) || key.startsWith(prefix),
  );
  const words = definition.labels[language] ?? {};
  const found = (key: string) => {
    let node: string | ModuleLabels | undefined = words;
    for (const part of key.slice(prefix.length).split('.'))
      node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' && node.trim() !== '';
  };
  return own
    .filter((key) => !found(key))
    .map((key) => `/labels/${language}/${key.slice(prefix.length).replaceAll('.', '/')}`);
}

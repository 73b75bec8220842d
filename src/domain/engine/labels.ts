import { presetLabelKey } from './festivals';
import type { ModuleDeclaration, FieldDeclaration } from './types';

/** Translation keys under `resources.<name>` (react-admin finds field labels there itself). */
export const moduleNameKey = (name: string) => `resources.${name}.name`;
export const fieldLabelKey = (name: string, field: string) => `resources.${name}.fields.${field}`;
export const sectionLabelKey = (name: string, section: string) =>
  `resources.${name}.sections.${section}`;
export const choiceLabelKey = (name: string, field: string, code: string) =>
  `resources.${name}.choices.${field}.${code}`;

const choiceKeys = (name: string, field: FieldDeclaration) =>
  (field.choices ?? []).map((code) => choiceLabelKey(name, field.name, code));

/** Every key a declaration needs in each dictionary. */
export const declarationLabelKeys = (d: ModuleDeclaration): string[] => [
  moduleNameKey(d.name),
  ...(d.menu.presets ?? []).map((p) => presetLabelKey(p.preset)),
  ...(d.kind === 'rollupReport'
    ? []
    : [
        ...d.sections.map((s) => sectionLabelKey(d.name, s)),
        ...d.fields.flatMap((f) => [fieldLabelKey(d.name, f.name), ...choiceKeys(d.name, f)]),
      ]),
];

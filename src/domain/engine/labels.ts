import { crossCheckKey } from './crossChecks';
import { presetLabelKey } from '../periods/festivals';
import type { ModuleDeclaration, FieldDeclaration } from './types';

/** Translation keys under `resources.<name>` (react-admin finds field labels there itself). */
export const moduleNameKey = (name: string) => `resources.${name}.name`;
export const fieldLabelKey = (name: string, field: string) => `resources.${name}.fields.${field}`;
export const indicatorLabelKey = (name: string, indicator: string) =>
  `resources.${name}.indicators.${indicator}`;
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
        ...(d.checks ?? []).map((c) => crossCheckKey(d.name, c.message)),
        ...(d.kind === 'countForm' ? (d.indicators ?? []) : []).map((i) =>
          indicatorLabelKey(d.name, i.name),
        ),
      ]),
];

/**
 * A field's problem as one sentence naming the field by its label: a message that names its
 * field itself (the volunteer register's words, `%{field}`) is said as it is, any other after
 * the label (`app.entity.fieldMessage`). The server's answers and the browser's checks say it so.
 */
export function issueText(
  d: { name: string; fields: readonly { name: string }[] },
  issue: { field: string; key: string; args?: Readonly<Record<string, string | number>> },
  translate: (key: string, args?: Record<string, string | number>) => string,
): string {
  const declared = d.fields.some((f) => f.name === issue.field);
  const field = declared ? translate(fieldLabelKey(d.name, issue.field)) : issue.field;
  const own = translate(issue.key, issue.args);
  return own.includes('%{field}')
    ? translate(issue.key, { ...issue.args, field })
    : translate('app.entity.fieldMessage', { field, message: own });
}

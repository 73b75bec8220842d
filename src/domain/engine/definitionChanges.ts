import type { ModuleDefinition } from './definition';
import { FIELD_RULES, maxLengthOf } from './fieldRules';
import type { FieldDeclaration } from './types';

/**
 * What a change would touch among the module's records: those holding a value of the field
 * (any, this choice, below or above a bound, longer than a length), or any record at all.
 */
export type ValueTest =
  | { test: 'anyRecord' }
  | { test: 'present'; field: string }
  | { test: 'choice'; field: string; choice: string }
  | { test: 'below' | 'above' | 'longer'; field: string; bound: number };

export type DefinitionChangeKind =
  | 'addField'
  | 'relabel'
  | 'retireField'
  | 'addChoice'
  | 'widenBound'
  | 'reorder'
  | 'moveSection'
  | 'changeType'
  | 'narrowBound'
  | 'removeChoice'
  | 'changeKind'
  | 'changePeriod'
  | 'restoreField'
  | 'other';

/**
 * One change of a published module (issue 24). With `touches` it is refused while any record
 * the test finds exists (the publish answer counts them); without, it is always allowed.
 */
export interface DefinitionChange {
  kind: DefinitionChangeKind;
  field?: string;
  /** The choice added or removed, the bound's name, or the member changed. */
  detail?: string;
  touches?: ValueTest;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const formFields = (d: ModuleDefinition): readonly FieldDeclaration[] =>
  d.kind === 'rollupReport' ? [] : d.fields;
const isRetired = (f: FieldDeclaration) => f.retired === true;

/** The published field kept, retired: hidden in the form, never taken from a body, exported. */
export const retiredField = (f: FieldDeclaration): FieldDeclaration => {
  const { required, requiredIn, ...rest } = f;
  void required;
  void requiredIn;
  return { ...rest, retired: true, readOnly: true };
};

function boundChanges(name: string, before: FieldDeclaration, after: FieldDeclaration) {
  const out: DefinitionChange[] = [];
  const rule = FIELD_RULES[after.type];
  const pairs = [
    [
      'min',
      before.min ?? rule.min,
      after.min ?? rule.min,
      'below',
      (a: number, b: number) => a > b,
    ],
    [
      'max',
      before.max ?? rule.max,
      after.max ?? rule.max,
      'above',
      (a: number, b: number) => a < b,
    ],
    [
      'maxLength',
      maxLengthOf(before),
      maxLengthOf(after),
      'longer',
      (a: number, b: number) => a < b,
    ],
  ] as const;
  for (const [bound, was, now, test, narrows] of pairs) {
    if (was === now || now === undefined) {
      if (was !== now) out.push({ kind: 'widenBound', field: name, detail: bound });
      continue;
    }
    if (was === undefined || narrows(now, was))
      out.push({
        kind: 'narrowBound',
        field: name,
        detail: bound,
        touches: { test, field: name, bound: now },
      });
    else out.push({ kind: 'widenBound', field: name, detail: bound });
  }
  return out;
}

function fieldChanges(before: FieldDeclaration, after: FieldDeclaration): DefinitionChange[] {
  const field = before.name;
  if (before.type !== after.type)
    return [{ kind: 'changeType', field, detail: after.type, touches: { test: 'present', field } }];
  const out: DefinitionChange[] = [];
  if (!isRetired(before) && isRetired(after)) out.push({ kind: 'retireField', field });
  if (isRetired(before) && !isRetired(after)) out.push({ kind: 'restoreField', field });
  if (before.section !== after.section)
    out.push({ kind: 'moveSection', field, detail: after.section });
  out.push(...boundChanges(field, before, after));
  const was = before.choices ?? [];
  const now = after.choices ?? [];
  for (const choice of now.filter((c) => !was.includes(c)))
    out.push({ kind: 'addChoice', field, detail: choice });
  for (const choice of was.filter((c) => !now.includes(c)))
    out.push({
      kind: 'removeChoice',
      field,
      detail: choice,
      touches: { test: 'choice', field, choice },
    });
  const rest = (f: FieldDeclaration) => {
    const {
      section,
      min,
      max,
      maxLength,
      choices,
      retired,
      readOnly,
      required,
      requiredIn,
      ...other
    } = f;
    void [section, min, max, maxLength, choices, retired, readOnly, required, requiredIn];
    return other;
  };
  if (!same(rest(before), rest(after)) || before.required !== after.required)
    out.push({ kind: 'other', field, detail: 'field' });
  return out;
}

/** The members a change of which re-reads every record otherwise: its kind, period, subject. */
const SHAPE = ['kind', 'period', 'axis', 'subject', 'source', 'store'] as const;
const IGNORED = new Set<string>(['fields', 'labels', 'version', 'state', ...SHAPE]);

/**
 * Every change from the published definition to the draft, each marked with the records it
 * would touch where it is refused while they exist (issue 24 point 3). A field the draft left
 * out is retired (see `withRetiredFields`), never dropped.
 */
export function definitionChanges(
  published: ModuleDefinition,
  draft: ModuleDefinition,
): DefinitionChange[] {
  const out: DefinitionChange[] = [];
  for (const member of SHAPE) {
    const [was, now] = [(published as never)[member], (draft as never)[member]];
    if (!same(was, now))
      out.push({
        kind: member === 'kind' ? 'changeKind' : 'changePeriod',
        detail: member,
        touches: { test: 'anyRecord' },
      });
  }
  if (!same(published.labels, draft.labels)) out.push({ kind: 'relabel' });
  const now = new Map(formFields(draft).map((f) => [f.name, f]));
  const was = formFields(published);
  for (const f of was) {
    const after = now.get(f.name);
    if (!after) {
      if (!isRetired(f)) out.push({ kind: 'retireField', field: f.name });
    } else out.push(...fieldChanges(f, after));
  }
  const known = new Set(was.map((f) => f.name));
  for (const f of formFields(draft))
    if (!known.has(f.name)) out.push({ kind: 'addField', field: f.name });
  const order = (fields: readonly FieldDeclaration[]) =>
    fields.map((f) => f.name).filter((n) => known.has(n) && now.has(n));
  if (!same(order(was), order(formFields(draft)))) out.push({ kind: 'reorder' });
  const members = new Set([...Object.keys(published), ...Object.keys(draft)]);
  for (const member of members)
    if (!IGNORED.has(member) && !same((published as never)[member], (draft as never)[member]))
      out.push({ kind: 'other', detail: member });
  return out;
}

/** The draft with every field of the published definition it left out kept, retired, at the end. */
export function withRetiredFields(
  published: ModuleDefinition | undefined,
  draft: ModuleDefinition,
): ModuleDefinition {
  if (!published || draft.kind === 'rollupReport' || published.kind === 'rollupReport')
    return draft;
  const kept = new Set(draft.fields.map((f) => f.name));
  const missing = published.fields.filter((f) => !kept.has(f.name)).map(retiredField);
  if (!missing.length) return draft;
  const sections = [...new Set([...draft.sections, ...missing.map((f) => f.section!)])];
  return { ...draft, sections, fields: [...draft.fields, ...missing] };
}

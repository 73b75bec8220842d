import { CHECK_IMPORTANCES } from '../checks/types';
import { sideProblem } from '../checks/sides';
import { INDICATOR_COUNTS } from '../report/indicators';
import { CROSS_CHECK_OPS } from './crossChecks';
import { FIELD_RULES } from './fieldRules';
import { MAX_PHOTOS } from './photos';
import { subTypeInputs } from './countForms';
import { ruleFits } from './namedRules';
import { VALUE_LABELS } from './valueLabels';
import { SUBJECT_KINDS, isSubjectKind } from '../subjects';
import { APPROVAL_STEPS, axisValue, isAxisName, periodKindOf } from '../periods';
import { ROLE_KEYS } from '../roles';
import { isWordedProblem } from './messages';
import {
  PLACE_FIELD,
  type CountFormDeclaration,
  type ModuleDeclaration,
  type FieldDeclaration,
  type FormDeclaration,
  type RegisterDeclaration,
  type RollupReportDeclaration,
} from './types';

const NAME = /^[a-z][a-z0-9-]*$/;
const FIELD = /^[a-zA-Z][a-zA-Z0-9_]*$/;
const CODE = /^[a-zA-Z][a-zA-Z0-9]*$/;
/** A spelled choice (`spelledChoices`): any text but a dot, which would split its label key. */
const SPELLED = /^[^.]+$/;
/** Keys every record carries besides its fields. */
export const RESERVED_KEYS = [
  'id',
  'version',
  'place',
  'created_at',
  'updated_at',
  'updated_by_name',
  'total',
];
const LEVELS = (levels: readonly number[]) =>
  levels.length > 0 && levels.every((l) => l >= 1 && l <= 11);

const isPhotoCount = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_PHOTOS;

function fieldProblems(d: FormDeclaration, f: FieldDeclaration): string[] {
  const out: string[] = [];
  const say = (text: string) => out.push(`${d.name}.${f.name}: ${text}`);
  if (!FIELD.test(f.name) || RESERVED_KEYS.includes(f.name)) say('bad or reserved name');
  if (!(f.type in FIELD_RULES)) say(`unknown type ${f.type}`);
  if (!f.section || !d.sections.includes(f.section)) say('section not declared');
  const choosing = f.type === 'select' || f.type === 'multiSelect';
  const listed = f.choicesFrom !== undefined;
  if (choosing && !listed && (!f.choices?.length || new Set(f.choices).size !== f.choices.length))
    say('choices');
  if (listed && (f.type !== 'select' || f.choices))
    say('choicesFrom is for a select without choices');
  if (f.choicesFrom?.parent !== undefined) {
    const parent = d.fields.findIndex((x) => x.name === f.choicesFrom!.parent);
    if (parent < 0 || parent >= d.fields.indexOf(f) || !d.fields[parent].choicesFrom)
      say('choicesFrom parent: an earlier field with choicesFrom');
  }
  if (f.otherwise !== undefined && !f.choices?.includes(f.otherwise)) say('otherwise is a choice');
  if (f.chipColours && Object.keys(f.chipColours).some((c) => !f.choices?.includes(c)))
    say('chipColours: one colour per choice');
  if (f.filter && f.choicesFrom?.parent) say('a dependent catalogue list is no list filter');
  if (f.filter && !['select', 'multiSelect', 'flag', 'yesNo'].includes(f.type) && !f.valueLabels)
    say('a list filter is a choice, a flag or a named label list');
  const digitsType = f.digits === 'landline' ? 'phone' : 'integer';
  if (f.digits !== undefined && f.type !== digitsType) say(`digits ${f.digits} on a ${digitsType}`);
  const problems = Object.keys({ ...f.messages });
  if (problems.some((p) => !isWordedProblem(p))) say('messages: unknown problem');
  if (f.requiredIn !== undefined && f.required) say('required and requiredIn');
  if (f.valueLabels !== undefined && (f.type !== 'integer' || !(f.valueLabels in VALUE_LABELS)))
    say('valueLabels: a named label list, on an integer');
  if (f.retired && !f.readOnly) say('a retired field is read-only');
  if (f.maxPhotos !== undefined && (f.type !== 'photo' || !isPhotoCount(f.maxPhotos)))
    say(`maxPhotos: 1 to ${MAX_PHOTOS}, on a photo`);
  if (f.type === 'photo' && (f.search || f.sortable || f.summed || f.filter))
    say('a photo is not searched, sorted, filtered or summed');
  const kept = d as { kind?: string; store?: string };
  if (f.type === 'photo' && (kept.kind !== 'register' || kept.store))
    say('photos are kept for the records of a register of the engine’s own store');
  if (f.readOnly && (f.required || f.requiredIn || f.type === 'place'))
    say('a read-only field is not entered: not required, not the place');
  if (choosing && f.choices?.some((c) => !(f.spelledChoices ? SPELLED : CODE).test(c)))
    say('choice code');
  if (!choosing && f.choices) say('choices on a field without them');
  if (f.dependsOn) {
    const on = d.fields.find((x) => x.name === f.dependsOn!.field);
    if (!on || on === f || f.dependsOn.oneOf.length === 0) say('depends on');
  }
  if (f.rule !== undefined && !ruleFits(f.rule, f.type)) say(`rule ${f.rule}`);
  if (f.min !== undefined && f.max !== undefined && f.min > f.max) say('min above max');
  // a bound of the typed text: a text's, or a date's or number's typed the forgiving way
  const typed = FIELD_RULES[f.type].maxLength !== undefined || f.type === 'date' || f.digits;
  if (f.maxLength !== undefined && (f.maxLength < 1 || !typed)) say('maxLength');
  const number = f.type === 'count' || f.type === 'integer';
  if (f.summed && !number && f.type !== 'flag') say('summed non-number');
  if (f.inTotal && !number) say('a total of a non-number');
  if (f.type === 'place' && f.name !== PLACE_FIELD) say(`the place field is named ${PLACE_FIELD}`);
  return out;
}

function formProblems(d: FormDeclaration): string[] {
  const out = d.fields.flatMap((f) => fieldProblems(d, f));
  const names = d.fields.map((f) => f.name);
  if (new Set(names).size !== names.length) out.push(`${d.name}: duplicate field`);
  d.sections.forEach(
    (s) => d.fields.some((f) => f.section === s) || out.push(`${d.name}: empty section ${s}`),
  );
  return out;
}

function registerProblems(d: RegisterDeclaration): string[] {
  const out: string[] = [];
  const say = (text: string) => out.push(`${d.name}: ${text}`);
  const has = (name?: string) => name !== undefined && d.fields.some((f) => f.name === name);
  if (d.fields.filter((f) => f.type === 'place').length !== 1) say('needs exactly one place field');
  if (d.fields[0]?.summed) say('the first field names the totals row; it cannot be summed');
  if (d.fields.some((f) => f.unitInput)) say('unit inputs belong to count forms per unit');
  if (!has(d.view.titleField)) say('title field');
  if (d.view.summaryField !== undefined && !has(d.view.summaryField)) say('summary field');
  if (d.view.recordName?.some((f) => !has(f))) say('record name fields');
  if (d.view.dialog && d.view.createAboveList) say('a dialog or the form above the list, not both');
  if (d.view.list === 'cards' && !d.view.summaryField) say('cards need a summary field');
  if (d.unique?.some((u) => !has(u))) say('unique field');
  if (d.duplicates?.some((u) => !has(u) || d.fields.find((f) => f.name === u)?.type === 'place'))
    say('duplicates fields');
  if (d.defaultSort && !has(d.defaultSort.field) && d.defaultSort.field !== 'updated_at')
    say('sort field');
  if (
    d.routes.list.length === 0 ||
    ![...d.routes.list, d.routes.show ?? '/'].every((p) => p.startsWith('/'))
  )
    say('routes');
  if (d.routes.show && !/:\w+/.test(d.routes.show)) say('show route needs :id');
  if (d.listLevels && !LEVELS(d.listLevels)) say('list levels');
  const period = d.rollup && d.fields.find((f) => f.name === d.rollup!.periodField);
  if (d.rollup && period?.type !== 'date') say('roll-up period field');
  const split = d.rollup?.splitBy && d.fields.find((f) => f.name === d.rollup!.splitBy);
  if (d.rollup?.splitBy && (!split || split.type !== 'select')) say('roll-up split field');
  return out;
}

/** A count form or report opens at its path, or at one path per preset (a value of its axis). */
function pathProblems(
  d: CountFormDeclaration | RollupReportDeclaration,
  axis: string | undefined,
): string[] {
  const out: string[] = [];
  const say = (text: string) => out.push(`${d.name}: ${text}`);
  const presets = d.menu.presets ?? [];
  if (!d.path === (presets.length === 0)) say('a path, or presets with paths, not both');
  if (![d.path ?? '/', ...presets.map((p) => p.path)].every((p) => p.startsWith('/'))) say('paths');
  const bad = presets.filter((p) =>
    axis && isAxisName(axis)
      ? Object.keys(p.preset).join() !== axis || !axisValue(axis, p.preset[axis] ?? '')
      : Object.keys(p.preset).length,
  );
  if (bad.length) say(axis ? `each preset names a value of ${axis}` : 'presets need an axis');
  return out;
}

function countFormProblems(d: CountFormDeclaration): string[] {
  const out = pathProblems(d, d.axis);
  const say = (text: string) => out.push(`${d.name}: ${text}`);
  if (!periodKindOf(d)) say(`period ${d.period} crossed with ${d.axis ?? 'nothing'}`);
  const policy = d.periodPolicy;
  if (
    policy &&
    !(
      policy.back >= 0 &&
      (policy.ahead ?? 0) >= 0 &&
      (policy.graceMonths ?? 0) >= 0 &&
      (policy.closesAfterDays ?? 0) >= 0 &&
      (policy.dueAfterDays ?? 0) >= 0
    )
  )
    say('period policy');
  if (policy?.approval) {
    if (!LEVELS(policy.approval.levels)) say('approval levels');
    for (const [step, takers] of Object.entries(policy.approval.steps ?? {})) {
      const known = (APPROVAL_STEPS as readonly string[]).includes(step);
      if (!known || !takers?.length || !LEVELS(takers.map((t) => t.level)))
        say(`approval step ${step}`);
      else if (takers.some((t) => t.role !== undefined && !ROLE_KEYS.includes(t.role)))
        say(`approval step ${step}: role`);
    }
  }
  if (d.fields.some((f) => f.type === 'place'))
    say('a count form has no place field (its subject is)');
  if (!d.fields.some((f) => f.summed)) say('nothing summed');
  const inputs = d.fields.filter((f) => f.unitInput);
  if (!isSubjectKind(d.subject)) say(`subject ${d.subject}`);
  else if (inputs.length && !SUBJECT_KINDS[d.subject].hasSubType)
    say('unit inputs need subjects with a sub-type');
  if (inputs.some((f) => !subTypeInputs().includes(f.name))) say('unit input names');
  if (!LEVELS(d.entryLevels)) say('entry levels');
  if (d.totalRule !== undefined && !ruleFits(d.totalRule, 'total'))
    say(`total rule ${d.totalRule}`);
  if (d.calls && !(FIELD.test(d.calls.list) && FIELD.test(d.calls.save))) say('calls');
  return out;
}

/** Checks: each side fits, its words' key a code, its importance one of the two. */
function checkProblems(d: FormDeclaration): string[] {
  const names = new Set(d.fields.map((f) => f.name));
  return (d.checks ?? []).flatMap((c, i) => {
    const ok =
      typeof c.left === 'string' &&
      sideProblem(c.left, names) === null &&
      sideProblem(c.right, names) === null &&
      CROSS_CHECK_OPS.includes(c.op) &&
      CODE.test(c.message) &&
      c.left !== c.right &&
      (c.importance === undefined || CHECK_IMPORTANCES.includes(c.importance));
    return ok ? [] : [`${d.name}: check ${i}`];
  });
}

/** The names an indicator of a form may read: its summed fields, their total, the counts. */
export function indicatorNames(d: CountFormDeclaration): Set<string> {
  return new Set([
    ...d.fields.filter((f) => f.summed).map((f) => f.name),
    ...(d.fields.some((f) => f.inTotal) ? ['total'] : []),
    ...INDICATOR_COUNTS,
  ]);
}

/** Indicators: a code for a name, once each; each side an expression over its figures. */
function indicatorProblems(d: CountFormDeclaration): string[] {
  const names = indicatorNames(d);
  const seen = new Set<string>();
  return (d.indicators ?? []).flatMap((i, n) => {
    const ok =
      CODE.test(i.name) &&
      !seen.has(i.name) &&
      sideProblem(i.numerator, names) === null &&
      (i.denominator === undefined || sideProblem(i.denominator, names) === null) &&
      (i.factor === undefined || Number.isFinite(i.factor));
    seen.add(i.name);
    return ok ? [] : [`${d.name}: indicator ${n}`];
  });
}

/** What is wrong with a declaration (empty when it is valid). */
export function declarationProblems(d: ModuleDeclaration): string[] {
  const out: string[] = [];
  const say = (text: string) => out.push(`${d.name}: ${text}`);
  if (!NAME.test(d.name)) say('bad name');
  if (!LEVELS(d.placeLevels)) say('place levels');
  if (d.access.userLevels && !LEVELS(d.access.userLevels)) say('user levels');
  if (!d.menu.id || !d.menu.parent) say('menu');
  if (d.kind === 'register')
    out.push(...formProblems(d), ...registerProblems(d), ...checkProblems(d));
  if (d.kind === 'countForm')
    out.push(
      ...formProblems(d),
      ...countFormProblems(d),
      ...checkProblems(d),
      ...indicatorProblems(d),
    );
  // a report's presets name values of its source's axis (registryProblems ties the two)
  const reportAxis = Object.keys(d.menu.presets?.[0]?.preset ?? {})[0];
  if (d.kind === 'rollupReport') out.push(...pathProblems(d, reportAxis));
  return out;
}

/** The app paths a module answers on (its lists, details page, screens per preset). */
export function declaredPaths(d: ModuleDeclaration): string[] {
  if (d.kind === 'register') return [...d.routes.list, ...(d.routes.show ? [d.routes.show] : [])];
  return [...(d.path ? [d.path] : []), ...(d.menu.presets ?? []).map((p) => p.path)];
}

/** Problems across declarations: names, menu ids and paths once; reports over a real source. */
export function registryProblems(declarations: readonly ModuleDeclaration[]): string[] {
  const out = declarations.flatMap(declarationProblems);
  const dupes = (values: string[], what: string) =>
    values.forEach((v, i) => values.indexOf(v) !== i && out.push(`${what} ${v} used twice`));
  dupes(
    declarations.map((d) => d.name),
    'name',
  );
  dupes(
    declarations.flatMap((d) => [d.menu.id, ...(d.menu.presets ?? []).map((p) => p.id)]),
    'menu id',
  );
  dupes(declarations.flatMap(declaredPaths), 'path');
  for (const d of declarations) {
    if (d.kind !== 'rollupReport') continue;
    const source = declarations.find((s) => s.name === d.source);
    const sums = source?.kind === 'countForm' || (source?.kind === 'register' && source.rollup);
    if (!sums) out.push(`${d.name}: source ${d.source} keeps no roll-ups`);
    const sourceAxis = source?.kind === 'countForm' ? source.axis : undefined;
    const reportAxis = Object.keys(d.menu.presets?.[0]?.preset ?? {})[0];
    if (sourceAxis !== reportAxis) out.push(`${d.name}: presets of ${sourceAxis ?? 'no'} axis`);
  }
  return out;
}
